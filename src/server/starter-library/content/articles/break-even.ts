import type { StarterArticle } from "../types.js";

export default {
  slug: "break-even",
  title: "Your break-even point, step by step",
  description: "Work out how many sales you need each month just to cover your costs, and how many more you need to reach your profit goal.",
  tags: ["pricing", "break-even", "planning", "costs"],
  html: `<p>Your break-even point is the number of sales you need to cover all your costs, with nothing left over and nothing lost. Every sale above it earns profit; every month below it loses money. Knowing this one number makes it much easier to judge a price, a rent, or a new hire.</p>
<h2>The three numbers you need</h2>
<ol>
<li><strong>Fixed costs per month</strong>: rent, insurance, loan payments, phone, software, your own base pay. They stay about the same whatever you sell.</li>
<li><strong>Average price per sale.</strong></li>
<li><strong>Variable cost per sale</strong>: what each sale costs you in materials, ingredients, packaging, card fees.</li>
</ol>
<h2>The formula</h2>
<p>First, find what each sale leaves over after its own costs. This is called the <strong>contribution</strong>:</p>
<p><strong>Contribution per sale = price − variable cost per sale</strong></p>
<p>Each sale's contribution helps pay the fixed costs. So:</p>
<p><strong>Break-even sales = fixed costs ÷ contribution per sale</strong></p>
<h2>Example: a coffee cart</h2>
<p>Jasmine runs a coffee cart. Her numbers:</p>
<ul>
<li>Fixed costs: $2,400 a month (cart loan, permit, insurance, storage, phone, and a base amount for herself).</li>
<li>Average sale: $6.00.</li>
<li>Variable cost per sale (coffee, milk, cup, lid, card fee): $2.00.</li>
</ul>
<p>Contribution per sale: $6.00 − $2.00 = $4.00.</p>
<p>Break-even: $2,400 ÷ $4.00 = <strong>600 sales a month</strong>. If she works 25 days a month, that is <strong>24 sales a day</strong>.</p>
<h2>Add your profit goal</h2>
<p>Break-even is the floor, not the goal. To find how many sales you need for a profit, add the profit to the fixed costs:</p>
<p><strong>Sales needed = (fixed costs + profit goal) ÷ contribution per sale</strong></p>
<p>Jasmine wants $2,000 a month of profit on top of her base pay: ($2,400 + $2,000) ÷ $4.00 = <strong>1,100 sales a month</strong>, or 44 a day.</p>
<h2>Test your choices</h2>
<p>The break-even formula lets you try ideas on paper before trying them for real.</p>
<table>
<thead><tr><th>What if…</th><th>Contribution</th><th>Break-even per month</th><th>Per day (25 days)</th></tr></thead>
<tbody>
<tr><td>Today</td><td>$4.00</td><td>600</td><td>24</td></tr>
<tr><td>Raise the average price to $6.50</td><td>$4.50</td><td>534</td><td>22</td></tr>
<tr><td>Milk and cups cost $0.50 more</td><td>$3.50</td><td>686</td><td>28</td></tr>
<tr><td>Rent a spot for $600 more a month</td><td>$4.00</td><td>750</td><td>30</td></tr>
</tbody>
</table>
<p>(Numbers are rounded up: you cannot make part of a sale.) The new spot only makes sense if Jasmine is confident it brings at least six more customers a day. A 50-cent price increase lowers the number of sales she needs by about 66 a month.</p>
<h2>Use it every time costs change</h2>
<ul>
<li>Before you sign a lease or take a loan, add the new monthly payment to fixed costs and recalculate.</li>
<li>When a supplier raises prices, recalculate your contribution.</li>
<li>Compare your break-even with what you really sell. If you are close to it most months, your business has little room for a bad month.</li>
</ul>
<p>Write your break-even number in your business plan, and keep it somewhere you will see it. It answers a question that every owner, coach and lender asks: "How much do you need to sell to stay open?"</p>`,
} satisfies StarterArticle;
