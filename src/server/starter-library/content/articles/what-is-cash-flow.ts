import type { StarterArticle } from "../types.js";

export default {
  slug: "what-is-cash-flow",
  title: "What cash flow is, and why busy businesses still run out of money",
  description: "Cash flow is the timing of money coming in and going out. Learn to see it, and why it matters more than sales in the short run.",
  tags: ["cash-flow", "getting-started", "money"],
  html: `<p>Cash flow is simply the money that comes into your business and the money that goes out, and <strong>when</strong> each one happens. A business can have plenty of customers, even be profitable on paper, and still be unable to pay rent on the first of the month. Most small businesses that close do not run out of customers first; they run out of cash.</p>
<h2>Cash in, cash out</h2>
<p><strong>Cash in</strong> is money you actually receive: a customer pays at the counter, a client pays an invoice, a loan is deposited in your account.</p>
<p><strong>Cash out</strong> is money that actually leaves: rent, supplies, wages, loan payments, taxes, your own pay.</p>
<p>The difference for a period (usually a month) is your <strong>net cash flow</strong>. If more came in than went out, it is positive. If more went out, it is negative, and the money came from your bank balance.</p>
<h2>Timing is everything</h2>
<p>Imagine a handyman, Luis, who finishes a $4,000 kitchen job on March 10. He paid $1,500 for materials on March 1. The client pays 30 days after the invoice, in April. Meanwhile Luis's truck payment, phone and insurance ($900) are due in March.</p>
<table>
<thead><tr><th></th><th>March</th><th>April</th></tr></thead>
<tbody>
<tr><td>Cash in</td><td>$0</td><td>$4,000</td></tr>
<tr><td>Cash out</td><td>$2,400</td><td>$900</td></tr>
<tr><td>Net cash flow</td><td>−$2,400</td><td>+$3,100</td></tr>
</tbody>
</table>
<p>The job was a good one: Luis earns $2,500 over his materials. But in March his bank balance drops by $2,400. If he started March with only $1,000, he cannot pay his bills, even though he is doing well.</p>
<h2>Common reasons cash runs short</h2>
<ul>
<li><strong>Customers pay late</strong>, or you give them 30 or 60 days to pay.</li>
<li><strong>You buy inventory or materials before you sell.</strong></li>
<li><strong>Sales are seasonal</strong>: strong in summer, weak in winter, while rent stays the same.</li>
<li><strong>Big bills come once or twice a year</strong>: insurance, license renewals, taxes.</li>
<li><strong>Growth.</strong> A bigger order means buying more supplies before you are paid.</li>
<li><strong>Loan payments</strong> are cash out, even though only the interest part counts as an expense.</li>
</ul>
<h2>Simple ways to improve cash flow</h2>
<ol>
<li><strong>Get paid sooner.</strong> Ask for a deposit (for example 30–50%) before starting custom work. Send invoices the same day you finish. Accept cards and digital payments.</li>
<li><strong>Follow up on late payments</strong> politely and quickly: a reminder the day after the due date, a call a week later.</li>
<li><strong>Pay bills on time, not early</strong>, unless you get a discount for paying early.</li>
<li><strong>Buy only the inventory you need soon.</strong> Cash sitting on a shelf cannot pay rent.</li>
<li><strong>Spread big bills out.</strong> Ask if insurance or licenses can be paid monthly, or set money aside each month.</li>
<li><strong>Keep a cash cushion</strong> for the months that come up short.</li>
</ol>
<h2>Look ahead, not just back</h2>
<p>Your bank balance tells you where you are today. A <strong>cash-flow projection</strong> tells you where you will be in three, six or twelve months, so you can act before there is a problem: save in good months, delay a purchase, or talk to your lender early. The next articles in this module show you how to build one, step by step.</p>`,
} satisfies StarterArticle;
