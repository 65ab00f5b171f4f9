import type { StarterArticle } from "../types.js";

export default {
  slug: "simple-bookkeeping",
  title: "Simple bookkeeping in 30 minutes a week",
  description: "A weekly and monthly routine to record sales and expenses, sort them into categories, and produce the reports a lender asks for.",
  tags: ["bookkeeping", "records", "profit"],
  html: `<p>Bookkeeping is simply writing down all the money that comes into and goes out of your business, and sorting it so it makes sense. It does not require an accounting degree. It requires a habit. Thirty minutes a week is enough for most small businesses, and it saves many hours at tax time or when you apply for a loan.</p>
<h2>Choose your tool</h2>
<ul>
<li><strong>A notebook or ledger</strong> works if you have few transactions, but it is easy to lose and slow to total.</li>
<li><strong>A spreadsheet</strong> is free and flexible. Use one row per transaction and columns for date, description, category, money in and money out.</li>
<li><strong>Bookkeeping software or an app</strong> can connect to your business bank account, import transactions and produce reports. Many cost a monthly fee; some have free versions for very small businesses.</li>
</ul>
<p>The best tool is the one you will actually use every week.</p>
<h2>Set up simple categories</h2>
<p>Sort every transaction into a category. Using categories similar to the ones on your tax return saves work later. A small service business might start with:</p>
<table>
<thead><tr><th>Money in</th><th>Money out</th></tr></thead>
<tbody>
<tr><td>Sales</td><td>Supplies and materials</td></tr>
<tr><td>Other income</td><td>Rent</td></tr>
<tr><td>Loans received (not income)</td><td>Vehicle and fuel</td></tr>
<tr><td>Owner money put in (not income)</td><td>Insurance</td></tr>
<tr><td></td><td>Phone, internet and software</td></tr>
<tr><td></td><td>Advertising</td></tr>
<tr><td></td><td>Wages and contractors</td></tr>
<tr><td></td><td>Bank and card fees</td></tr>
<tr><td></td><td>Loan interest (principal is not an expense)</td></tr>
<tr><td></td><td>Owner's draw (not an expense)</td></tr>
</tbody>
</table>
<p>Keep the list short. You can add categories when you need them.</p>
<h2>The weekly routine (30 minutes)</h2>
<ol>
<li>Record every sale from the week, or import them from your bank or card reader.</li>
<li>Record every expense, and give each one a category.</li>
<li>Match receipts to expenses (photograph paper receipts; see the receipts article).</li>
<li>Check for unpaid invoices and send reminders.</li>
<li>Look at your bank balance and the bills due in the next two weeks.</li>
</ol>
<h2>The monthly routine (one hour)</h2>
<ol>
<li><strong>Reconcile</strong>: compare your records with your bank statement, line by line. The ending balances should match. Find and fix anything missing or recorded twice.</li>
<li><strong>Run an income statement</strong> (profit and loss): total sales minus total expenses for the month.</li>
<li><strong>Compare with your plan</strong>: are sales and costs where you expected? Update your cash-flow projection.</li>
<li><strong>Move money for taxes</strong> into your tax savings account.</li>
</ol>
<h2>A simple example</h2>
<p>Kim runs a tutoring business. At the end of April her records show sales of $4,200 and expenses of $1,150 (books and materials $300, software $60, advertising $150, travel $240, rent for a small room $400). Her profit for April is $3,050. She also took $2,500 as an owner's draw, which is not an expense, so it does not change her profit, but it does lower her bank balance.</p>
<h2>When to get help</h2>
<p>Consider a bookkeeper or accountant if you have employees, sell products with inventory, have many transactions, or simply find that the books are always behind. Many owners do the weekly routine themselves and pay an accountant for taxes and a yearly review. Ask your coach about low-cost or free bookkeeping help in your area.</p>`,
} satisfies StarterArticle;
