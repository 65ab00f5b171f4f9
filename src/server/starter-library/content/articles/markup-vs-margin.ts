import type { StarterArticle } from "../types.js";

export default {
  slug: "markup-vs-margin",
  title: "Markup vs. margin: the difference that costs money",
  description: "Markup and margin both describe profit as a percentage, but not of the same number. Mixing them up quietly lowers your profit.",
  tags: ["pricing", "margin", "profit"],
  html: `<p>Two owners say "I make 40% on everything I sell." One means markup, the other means margin, and one of them is earning a lot less than they think. These two words are easy to confuse, and the mistake shows up in your bank account.</p>
<h2>The definitions</h2>
<ul>
<li><strong>Markup</strong> is profit as a percentage of your <strong>cost</strong>: markup = (price − cost) ÷ cost.</li>
<li><strong>Margin</strong> (or gross margin) is profit as a percentage of your <strong>price</strong>: margin = (price − cost) ÷ price.</li>
</ul>
<p>Example: you buy a phone case for $30 and sell it for $50. Profit is $20.</p>
<ul>
<li>Markup: $20 ÷ $30 = <strong>66.7%</strong></li>
<li>Margin: $20 ÷ $50 = <strong>40%</strong></li>
</ul>
<p>Same sale, same $20, two very different percentages. Margin is always smaller than markup.</p>
<h2>The common mistake</h2>
<p>Suppose you know from your plan that you need a 40% margin to cover rent, wages and other costs. You take your $30 cost and "add 40%": $30 + $12 = $42.</p>
<p>Your margin at $42 is $12 ÷ $42 = <strong>28.6%</strong>, not 40%. On every $1,000 of sales, you keep about $286 instead of $400. Over a year of $100,000 in sales, that is about $11,400 less than you planned.</p>
<h2>How to price for a target margin</h2>
<p>Use this formula:</p>
<p><strong>Price = cost ÷ (1 − target margin)</strong></p>
<p>For a 40% margin on a $30 cost: $30 ÷ (1 − 0.40) = $30 ÷ 0.60 = <strong>$50</strong>.</p>
<h2>Quick conversion table</h2>
<table>
<thead><tr><th>If you want this margin</th><th>Use this markup on cost</th><th>Price of a $10 item</th></tr></thead>
<tbody>
<tr><td>20%</td><td>25%</td><td>$12.50</td></tr>
<tr><td>25%</td><td>33.3%</td><td>$13.33</td></tr>
<tr><td>30%</td><td>42.9%</td><td>$14.29</td></tr>
<tr><td>40%</td><td>66.7%</td><td>$16.67</td></tr>
<tr><td>50%</td><td>100%</td><td>$20.00</td></tr>
</tbody>
</table>
<h2>Which one should I use?</h2>
<p>Use whichever you like, but <strong>always say which one you mean</strong>, and use the same one every time. Margin is often more useful for planning, because your costs and profit goals are usually described as a share of sales: "rent is 10% of sales", "I want 15% profit". Margin lets you compare those directly. Many suppliers and retailers talk in markup, so be ready to convert.</p>
<h2>Gross margin is not profit</h2>
<p>The margin on a product only covers its own cost (what you paid for it or spent making it). Out of that margin you still pay rent, insurance, wages, marketing and your own pay. A 40% gross margin might leave you 5% or 10% of real profit at the end of the month, or nothing, if sales are low.</p>
<h2>Checklist</h2>
<ul>
<li>I know the cost of each main product or service.</li>
<li>I know the margin I need to cover overhead and earn a profit.</li>
<li>I set prices with price = cost ÷ (1 − margin), not by adding the margin to cost.</li>
<li>I recheck margins when supplier prices change.</li>
</ul>`,
} satisfies StarterArticle;
