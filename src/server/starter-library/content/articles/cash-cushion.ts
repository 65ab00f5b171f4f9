import type { StarterArticle } from "../types.js";

export default {
  slug: "cash-cushion",
  title: "Building a cash cushion for your business",
  description: "How much emergency money a small business needs, where to keep it, and a simple way to build it a little at a time.",
  tags: ["cash-flow", "savings", "planning"],
  html: `<p>A cash cushion (sometimes called a reserve or an emergency fund) is money the business keeps for surprises: a broken oven, a customer who pays two months late, a slow season that lasts longer than usual, a sudden price increase from a supplier. Without a cushion, every surprise becomes a crisis. With one, it is just a bad week.</p>
<h2>How much is enough?</h2>
<p>A common target is <strong>three months of essential costs</strong>: the bills you must pay even if sales stop, such as rent, loan payments, insurance, utilities, phone, and a basic amount for your own pay. Businesses with very uneven sales, or that depend on a few large customers, may want six months.</p>
<p>That can sound like a lot, so start with a smaller first goal: <strong>one month of essential costs</strong>.</p>
<p>Example: a small hair salon has these essential monthly costs:</p>
<table>
<thead><tr><th>Essential cost</th><th>Per month</th></tr></thead>
<tbody>
<tr><td>Rent</td><td>$2,200</td></tr>
<tr><td>Loan payment</td><td>$450</td></tr>
<tr><td>Insurance</td><td>$150</td></tr>
<tr><td>Utilities and phone</td><td>$400</td></tr>
<tr><td>Software and card fees (minimum)</td><td>$100</td></tr>
<tr><td>Owner's basic pay</td><td>$1,700</td></tr>
<tr><td><strong>Total</strong></td><td><strong>$5,000</strong></td></tr>
</tbody>
</table>
<p>First goal: $5,000. Full goal: three months, $15,000.</p>
<h2>Build it a little at a time</h2>
<p>The easiest way is to save a fixed percentage of every deposit. If the salon saves <strong>5% of sales</strong> and its sales are $12,000 a month, that is $600 a month. It reaches the first goal of $5,000 in about nine months, without one big sacrifice.</p>
<ul>
<li>Pick a percentage you can keep up: 2%, 5% or 10%.</li>
<li>Move the money on the same day every week or month.</li>
<li>If your bank allows it, set up an automatic transfer.</li>
<li>In a great month, save a little extra; in a bad month, save a little less, but try not to skip.</li>
</ul>
<h2>Where to keep it</h2>
<p>Keep the cushion in a <strong>separate business savings account</strong>, not in your checking account where it is easy to spend by accident, and not in your personal account. It should be safe and easy to reach within a day or two. It is not money to invest in something risky.</p>
<h2>When to use it, and when not to</h2>
<p>Use it for real emergencies and for short gaps in cash flow that you expect to recover from. Do not use it for planned purchases, for covering a business that is losing money every month, or for personal expenses. If you find yourself using the cushion every month, that is a sign to look closely at prices and costs, and to talk to your coach.</p>
<p>After you use it, make a plan to refill it, the same way you built it.</p>
<h2>Why lenders care</h2>
<p>A business with savings is less risky for a lender: a bad month does not mean a missed payment. Showing that you save regularly, even small amounts, tells a lender that you plan ahead. It can also mean you need to borrow less, or not at all, when something goes wrong.</p>`,
} satisfies StarterArticle;
