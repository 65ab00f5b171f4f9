import type { StarterArticle } from "../types.js";

export default {
  slug: "loan-application-checklist",
  title: "Preparing a loan application: a checklist",
  description: "The documents and answers most lenders ask for, how to organize them, and how to explain your request clearly.",
  tags: ["loans", "loan-application", "planning", "checklist"],
  html: `<p>A complete, organized application makes the lender's job easier and speeds up the decision. It also shows that you run your business carefully. Every lender has its own list, so always ask for theirs, but most ask for the items below. Start gathering them a few weeks before you apply.</p>
<h2>1. Your request, in writing</h2>
<p>Prepare short, clear answers to these questions:</p>
<ul>
<li><strong>How much</strong> do you want to borrow?</li>
<li><strong>What for</strong>, exactly? List each item and its cost. Include quotes or invoices if you have them.</li>
<li><strong>How will it help</strong> the business? For example: "A second oven lets me fill 40 more orders a month."</li>
<li><strong>How will you repay it?</strong> Show which part of your cash flow will cover the payment.</li>
</ul>
<h2>2. About the business</h2>
<ul>
<li>A business plan, or at least a one-page summary: what you sell, to whom, your experience, your goals.</li>
<li>Legal documents: business registration or formation papers (for an LLC or corporation), any DBA name registration, partnership or operating agreement if you have partners.</li>
<li>Licenses and permits.</li>
<li>Your EIN, if you have one.</li>
<li>Leases or contracts that matter to the business (your space, big customers).</li>
</ul>
<h2>3. Financial records</h2>
<ul>
<li><strong>Business bank statements</strong>, often for the last 3 to 12 months.</li>
<li><strong>Income statement</strong> (profit and loss) for this year so far and the last one or two years, if the business is that old.</li>
<li><strong>Balance sheet</strong>: what the business owns and what it owes.</li>
<li><strong>Cash-flow projection</strong> for the next 12 months, including the new loan payment.</li>
<li><strong>Tax returns</strong>: business and personal, often for the last two or three years.</li>
<li><strong>A list of current debts</strong>: who you owe, balance, monthly payment, interest rate and end date. This is sometimes called a debt schedule.</li>
<li><strong>Money owed to you and money you owe</strong> (accounts receivable and payable), if you invoice customers or buy on credit.</li>
</ul>
<h2>4. About you, the owner</h2>
<ul>
<li>Government-issued photo ID.</li>
<li>A short résumé or description of your work experience.</li>
<li>A personal financial statement: your personal assets (savings, car, home) and debts. Many lenders have their own form; the SBA's is Form 413.</li>
<li>Permission to check your credit.</li>
</ul>
<h2>5. Collateral, if asked</h2>
<p>A list of what you could offer as collateral (equipment, vehicles, inventory, property), with approximate values and any loans already on them.</p>
<h2>Get organized</h2>
<ol>
<li>Create one folder (paper or digital) with a section for each part above.</li>
<li>Name digital files clearly: "Business tax return [year].pdf", "Bank statements Jan-Jun.pdf".</li>
<li>Make sure numbers agree across documents. If your tax return and your income statement differ, be ready to explain why.</li>
<li>Write a short note explaining anything unusual: a bad year, a gap in records, a past late payment. Lenders prefer hearing it from you.</li>
</ol>
<h2>Before you submit</h2>
<ul>
<li>Check your credit reports for errors.</li>
<li>Review the application with your coach. A second pair of eyes catches missing items.</li>
<li>Make copies of everything you send.</li>
<li>Ask the lender how long the decision takes and who to contact with questions.</li>
</ul>
<p>Compass can help with several of these: your business plan, your 12-month cash-flow projection and your documents all live in one place that your coach can see. If you do not have some records yet, do not give up: tell the lender what you have, and ask your coach how to build the rest.</p>`,
} satisfies StarterArticle;
