import type { StarterArticle } from "../types.js";

export default {
  slug: "twelve-month-cash-flow-projection",
  title: "Building a 12-month cash-flow projection: a food truck example",
  description: "Step by step, estimate each month's cash in and cash out, find the tight months before they arrive, and decide what to do about them.",
  tags: ["cash-flow", "projection", "planning", "food"],
  html: `<p>A cash-flow projection is your best guess of how much money will come in and go out of your business each month for the next year. It is not a promise. It is a tool for seeing problems early, while you still have time to fix them. Lenders almost always ask for one, and Compass has a cash-flow tool that builds it with you.</p>
<h2>Step 1: Start with the cash you have</h2>
<p>Write down how much money the business has on the first day: bank balance plus cash on hand. This is your <strong>starting cash</strong>.</p>
<h2>Step 2: Estimate cash in, month by month</h2>
<p>List every source of cash: sales paid at once, invoices you expect to be paid (in the month you expect the money, not the month you do the work), loans, and money you put in yourself. Think about seasons, holidays and how long customers take to pay.</p>
<h2>Step 3: List cash out</h2>
<ul>
<li><strong>Fixed costs</strong> that stay about the same each month: rent, insurance, loan payments, phone, software.</li>
<li><strong>Variable costs</strong> that rise and fall with sales: ingredients, materials, packaging, card fees. These are often easiest to estimate as a percentage of sales.</li>
<li><strong>Your own pay.</strong> Put it in. A plan that only works if you are not paid is not a plan.</li>
<li><strong>One-time and yearly costs</strong>: repairs, license renewals, insurance paid once a year, equipment, taxes.</li>
</ul>
<h2>Step 4: Do the math for each month</h2>
<p>For every month: <strong>starting cash + cash in − cash out = ending cash</strong>. The ending cash of one month is the starting cash of the next.</p>
<h2>The example: Carmen's food truck</h2>
<p>Carmen runs a taco truck in a city with cold winters. She starts the year with $8,000 in the bank. Her numbers:</p>
<ul>
<li>Fixed costs: $3,200 a month (truck loan $900, commissary kitchen $700, fuel and propane $550, parking and storage $300, insurance $250, phone, software and card reader $150, marketing $100, other $250).</li>
<li>Her own pay: $2,000 a month.</li>
<li>Food, packaging and card fees: about 35% of sales.</li>
<li>One-time costs: $1,500 of repairs in March before the season, and $1,800 for permits and insurance renewals in April.</li>
</ul>
<table>
<thead><tr><th>Month</th><th>Cash in (sales)</th><th>Cash out</th><th>Net</th><th>Cash at month end</th></tr></thead>
<tbody>
<tr><td>January</td><td>$3,000</td><td>$6,250</td><td>−$3,250</td><td>$4,750</td></tr>
<tr><td>February</td><td>$3,500</td><td>$6,425</td><td>−$2,925</td><td>$1,825</td></tr>
<tr><td>March</td><td>$6,000</td><td>$8,800</td><td>−$2,800</td><td>−$975</td></tr>
<tr><td>April</td><td>$9,000</td><td>$10,150</td><td>−$1,150</td><td>−$2,125</td></tr>
<tr><td>May</td><td>$12,000</td><td>$9,400</td><td>+$2,600</td><td>$475</td></tr>
<tr><td>June</td><td>$14,000</td><td>$10,100</td><td>+$3,900</td><td>$4,375</td></tr>
<tr><td>July</td><td>$15,000</td><td>$10,450</td><td>+$4,550</td><td>$8,925</td></tr>
<tr><td>August</td><td>$14,000</td><td>$10,100</td><td>+$3,900</td><td>$12,825</td></tr>
<tr><td>September</td><td>$11,000</td><td>$9,050</td><td>+$1,950</td><td>$14,775</td></tr>
<tr><td>October</td><td>$8,000</td><td>$8,000</td><td>$0</td><td>$14,775</td></tr>
<tr><td>November</td><td>$5,000</td><td>$6,950</td><td>−$1,950</td><td>$12,825</td></tr>
<tr><td>December</td><td>$4,000</td><td>$6,600</td><td>−$2,600</td><td>$10,225</td></tr>
</tbody>
</table>
<h2>Step 5: Read the projection</h2>
<p>Over the whole year, Carmen's cash grows from $8,000 to $10,225. The business works. But look at March and April: the projection shows her account going <strong>below zero</strong>, down to about −$2,125, before summer sales arrive. In real life that means bounced payments, late fees or a missed loan payment.</p>
<p>Because she sees it in January, she has choices:</p>
<ol>
<li>Ask her lender now about a small line of credit or a short-term loan to cover spring, to be paid back in the summer.</li>
<li>Move the repairs to May, or ask the mechanic to split the bill.</li>
<li>Pay herself less in March and April and more in July and August.</li>
<li>Book catering jobs or private events for the spring.</li>
<li>Next year, save part of the summer surplus so the winter is covered without borrowing.</li>
</ol>
<h2>Tips for a useful projection</h2>
<ul>
<li><strong>Be a little pessimistic.</strong> Estimate sales a bit low and costs a bit high.</li>
<li><strong>Use last year's numbers</strong> if you have them; they are the best guide to seasons.</li>
<li><strong>Keep a minimum balance.</strong> Decide the lowest cash level you are comfortable with (for example, one month of fixed costs) and watch for months that go below it.</li>
<li><strong>Update it every month.</strong> Replace the estimate with what really happened, and adjust the months ahead.</li>
<li><strong>Remember taxes.</strong> If you make estimated tax payments, put them in the months they are due.</li>
</ul>
<p>A projection takes an hour or two the first time and a few minutes each month after that. It is one of the most useful things you can show a lender, and one of the best protections against surprises.</p>`,
} satisfies StarterArticle;
