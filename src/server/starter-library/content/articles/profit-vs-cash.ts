import type { StarterArticle } from "../types.js";

export default {
  slug: "profit-vs-cash",
  title: "Profit vs. cash: reading your own numbers",
  description: "Why the profit on your income statement and the money in your bank account are different numbers, and how to use both.",
  tags: ["cash-flow", "profit", "bookkeeping"],
  html: `<p>"The report says I made $5,000 profit last month. So why is my bank account lower than before?" Almost every business owner asks this at some point. The answer is that profit and cash measure different things, and you need both.</p>
<h2>Two different questions</h2>
<ul>
<li><strong>Profit</strong> answers: "Did the work I did this month earn more than it cost?" It comes from your income statement (also called a profit and loss statement, or P&amp;L): sales minus expenses.</li>
<li><strong>Cash</strong> answers: "How much money do I actually have to pay bills?" It comes from your bank account and your cash-flow report.</li>
</ul>
<h2>Five reasons they differ</h2>
<ol>
<li><strong>Customers have not paid yet.</strong> If you invoice $12,000 in June and get paid in July, your June profit may count the sale (depending on your bookkeeping method), but the cash arrives in July.</li>
<li><strong>Inventory.</strong> Buying $3,000 of stock takes cash today. It only becomes an expense as you sell it.</li>
<li><strong>Loan payments.</strong> A $500 loan payment might be $80 of interest and $420 of principal. Only the $80 interest is an expense. All $500 is cash out.</li>
<li><strong>Equipment.</strong> A $6,000 oven is paid for today, but for accounting and taxes its cost is often spread over several years. Ask your accountant how the tax rules apply to your purchases.</li>
<li><strong>Owner's pay in a sole proprietorship or LLC.</strong> Money you take out for yourself (an "owner's draw") reduces cash but is not a business expense.</li>
</ol>
<h2>An example</h2>
<p>Ana runs a catering business. In June:</p>
<table>
<thead><tr><th>What happened in June</th><th>Profit</th><th>Cash</th></tr></thead>
<tbody>
<tr><td>Catered events, invoiced, customers pay in July</td><td>+$12,000</td><td>$0</td></tr>
<tr><td>Food, staff and van costs for those events, paid in June</td><td>−$7,000</td><td>−$7,000</td></tr>
<tr><td>Payment on her equipment loan ($80 interest, $420 principal)</td><td>−$80</td><td>−$500</td></tr>
<tr><td>Owner's draw for Ana's living costs</td><td>$0</td><td>−$2,000</td></tr>
<tr><td><strong>Total</strong></td><td><strong>+$4,920</strong></td><td><strong>−$9,500</strong></td></tr>
</tbody>
</table>
<p>Ana had a very profitable month and her bank balance fell by $9,500. In July, when her customers pay, the picture reverses. If she did not have enough cash at the start of June, she would have been in trouble in a great month.</p>
<h2>Cash basis and accrual basis</h2>
<p>There are two main ways to keep books. On a <strong>cash basis</strong>, you record a sale when the money arrives and an expense when you pay it. On an <strong>accrual basis</strong>, you record a sale when you earn it (for example, when you send the invoice) and an expense when you owe it. Many small businesses use the cash basis because it is simpler and closer to what is in the bank. An accountant can tell you which you are allowed to use and which suits you.</p>
<h2>How to use both numbers</h2>
<ul>
<li>Look at <strong>profit</strong> to know if your prices and costs work. If the business is not profitable over several months, more sales will not fix it.</li>
<li>Look at <strong>cash</strong> every week to know if you can pay the bills coming up.</li>
<li>Look at your <strong>cash-flow projection</strong> to know if a good month today could turn into a tight month later.</li>
<li>Look at <strong>money owed to you</strong> (unpaid invoices). It is profit you have earned but cannot spend yet.</li>
</ul>
<p>Lenders look at both too. Profit shows the business works. Cash flow shows you can make the loan payments on time.</p>`,
} satisfies StarterArticle;
