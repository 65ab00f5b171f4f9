import type { StarterArticle } from "../types.js";

export default {
  slug: "know-your-costs",
  title: "Know your costs: the first step to a good price",
  description: "Sort your costs into direct costs and overhead, count your own time, and find the real cost of one unit of what you sell.",
  tags: ["pricing", "costs", "profit"],
  html: `<p>You cannot set a good price until you know what it really costs you to make and sell one unit of your product or one hour of your service. Many small businesses undercharge because they count the ingredients or materials and forget everything else. This article shows how to find your full cost.</p>
<h2>Two kinds of costs</h2>
<p><strong>Direct (variable) costs</strong> go up and down with each sale. Make one more cake, and you buy more flour, another box, and pay another card fee. Examples: materials, ingredients, packaging, shipping, sales commissions, card processing fees, and the labor that goes into each item.</p>
<p><strong>Overhead (fixed) costs</strong> stay about the same whether you sell a lot or a little: rent, insurance, licenses, phone, software, website, equipment payments, marketing, and bookkeeping help.</p>
<h2>Don't forget your own time</h2>
<p>If you make the product or do the work, your time is a cost. If you leave it out, your price only works as long as you work for free. Decide on a fair hourly amount for yourself, what you would have to pay someone else to do the work, and include it.</p>
<h2>Example: a home bakery</h2>
<p>Dora sells cookies by the dozen at $18. Here is what one dozen really costs her:</p>
<table>
<thead><tr><th>Cost for one dozen</th><th>Amount</th></tr></thead>
<tbody>
<tr><td>Ingredients</td><td>$4.20</td></tr>
<tr><td>Box and label</td><td>$0.80</td></tr>
<tr><td>Card fee (about 3% of $18)</td><td>$0.54</td></tr>
<tr><td>Her time: 20 minutes at $18 an hour</td><td>$6.00</td></tr>
<tr><td><strong>Direct cost</strong></td><td><strong>$11.54</strong></td></tr>
<tr><td>Share of overhead: $500 a month ÷ 125 dozen sold</td><td>$4.00</td></tr>
<tr><td><strong>Full cost</strong></td><td><strong>$15.54</strong></td></tr>
</tbody>
</table>
<p>At $18, Dora earns her hourly pay <em>plus</em> $2.46 of profit per dozen, about 14% of the price. If she had only counted ingredients and the box ($5.00), she might have thought she was making $13 a dozen.</p>
<h2>Volume changes your cost</h2>
<p>Overhead is shared by everything you sell. If Dora sells only 80 dozen in a slow month, each dozen carries $500 ÷ 80 = $6.25 of overhead. Her full cost rises to $17.79 and her profit almost disappears: $0.21 a dozen. This is why slow months hurt so much, and why your price should be based on a realistic, not hopeful, sales volume.</p>
<h2>How to find your own costs</h2>
<ol>
<li><strong>List your overhead.</strong> Go through your last three months of bank and card statements. Add up every cost that is not tied to a single sale. Divide by three to get a monthly average. Include yearly costs divided by 12.</li>
<li><strong>Estimate your monthly volume.</strong> How many units, jobs or hours do you sell in a normal month?</li>
<li><strong>Find overhead per unit.</strong> Monthly overhead ÷ monthly volume.</li>
<li><strong>List direct costs for one unit.</strong> Weigh or count your materials, check supplier invoices, time yourself.</li>
<li><strong>Add them up.</strong> Direct cost + overhead per unit = full cost.</li>
</ol>
<h2>Keep it current</h2>
<p>Supplier prices change. Rent goes up. Card fees change. Recheck your costs at least twice a year, and any time a big cost changes. Many owners find that a price that was fine two years ago now barely covers their costs.</p>
<p>Once you know your full cost, you can set a price that covers it and leaves a profit. The next articles explain how: break-even, markup and margin, and how to price a service.</p>`,
} satisfies StarterArticle;
