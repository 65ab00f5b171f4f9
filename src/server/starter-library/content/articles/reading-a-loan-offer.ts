import type { StarterArticle } from "../types.js";

export default {
  slug: "reading-a-loan-offer",
  title: "Reading a loan offer: APR, fees and the total cost",
  description: "How to compare loan offers by their real cost: interest rate vs. APR, fees, factor rates, payment schedules, guarantees and fine print.",
  tags: ["loans", "apr", "lending", "checklist"],
  html: `<p>Two loan offers for the same amount can cost very different amounts of money. The interest rate alone does not tell you the whole story. Before you sign, make sure you understand what you will pay in total, how often you pay, and what you are promising.</p>
<h2>Interest rate vs. APR</h2>
<p>The <strong>interest rate</strong> is the yearly cost of borrowing the money itself. The <strong>APR</strong> (annual percentage rate) tries to show the yearly cost of the loan including certain fees, so offers can be compared more fairly.</p>
<p>Business loans are not covered by the same federal disclosure rules as most consumer loans, so some business lenders do not show an APR (some states do require disclosures). If an offer does not show one, ask for it, and always ask for the <strong>total amount you will repay</strong>.</p>
<h2>Comparing two offers</h2>
<p>Tomás needs $10,000 for a new refrigerator for his grocery store. He gets two offers:</p>
<ul>
<li><strong>Offer A:</strong> a term loan from a community lender. 10% interest, 24 monthly payments, and a 3% origination fee ($300) taken out of the loan, so he receives $9,700.</li>
<li><strong>Offer B:</strong> a merchant cash advance. He receives $10,000 and repays $13,500 (a "factor rate" of 1.35) through daily withdrawals from his bank account over about six months.</li>
</ul>
<table>
<thead><tr><th></th><th>Offer A</th><th>Offer B</th></tr></thead>
<tbody>
<tr><td>Money received</td><td>$9,700</td><td>$10,000</td></tr>
<tr><td>Payments</td><td>$461.45 a month for 24 months</td><td>About $107 every business day for about 6 months</td></tr>
<tr><td>Total repaid</td><td>$11,074.78</td><td>$13,500</td></tr>
<tr><td>Total cost of borrowing</td><td>$1,374.78</td><td>$3,500</td></tr>
<tr><td>Approximate APR</td><td>About 13%</td><td>Well over 100%</td></tr>
</tbody>
</table>
<p>A factor rate of 1.35 sounds like "35%", but because the money is repaid in six months, not a year, and the payments start the next day, the yearly cost is far higher. Offer B is faster to get, but it costs more than twice as much in dollars, and the daily withdrawals take cash out of the business every day, including slow days.</p>
<h2>Fees to look for</h2>
<ul>
<li><strong>Origination or closing fees</strong>, often a percentage of the loan.</li>
<li><strong>Application, processing or documentation fees.</strong></li>
<li><strong>Late payment fees</strong>, and how soon they apply.</li>
<li><strong>Prepayment penalties</strong>: a charge for paying the loan off early. Ask whether you save interest by paying early.</li>
<li><strong>Yearly or draw fees</strong> on lines of credit.</li>
</ul>
<h2>Terms to read carefully</h2>
<ul>
<li><strong>Payment schedule.</strong> Monthly, weekly or daily? Does it match when your money comes in?</li>
<li><strong>Fixed or variable rate.</strong> A variable rate can go up, and your payment with it.</li>
<li><strong>Collateral.</strong> What can the lender take if you do not pay?</li>
<li><strong>Personal guarantee.</strong> Are you personally responsible if the business cannot pay? Is your spouse asked to sign too?</li>
<li><strong>Covenants.</strong> Rules you must follow while you have the loan, such as keeping a minimum balance or sending financial statements.</li>
<li><strong>What counts as default</strong>, and what happens then.</li>
<li><strong>Automatic withdrawals.</strong> Which account, how often, and can you change it?</li>
</ul>
<h2>Questions to ask every lender</h2>
<ol>
<li>"What is the total amount I will repay, including all fees?"</li>
<li>"What is the APR?"</li>
<li>"How often are payments, and how much is each one?"</li>
<li>"Is there a penalty for paying early? Do I save anything if I do?"</li>
<li>"What happens if I am late, or if I have a slow month?"</li>
<li>"What collateral or guarantees are required?"</li>
</ol>
<h2>Before you sign</h2>
<ul>
<li>Put the new payment into your cash-flow projection. Can you still pay it in your slowest month?</li>
<li>Never sign under pressure. A good lender gives you time to read and ask questions.</li>
<li>Ask your coach, an accountant or another trusted adviser to read the offer with you.</li>
<li>Keep a copy of everything you sign.</li>
</ul>`,
} satisfies StarterArticle;
