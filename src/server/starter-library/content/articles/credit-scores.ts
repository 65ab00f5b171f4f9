import { officialLink } from "../html.js";
import type { StarterArticle } from "../types.js";

export default {
  slug: "credit-scores",
  title: "Personal and business credit scores explained",
  description: "What goes into a credit score, how to check your reports for free, and practical steps to build personal and business credit.",
  tags: ["credit", "credit-score", "loans"],
  html: `<p>When you apply for a small-business loan, most lenders look at your <strong>personal</strong> credit, especially when the business is young. Over time, your business can also build its own credit history. Understanding how scores work helps you improve them and avoid surprises.</p>
<h2>Credit reports and credit scores</h2>
<p>A <strong>credit report</strong> is a record of how you have borrowed and repaid: credit cards, loans, payment history, amounts owed, and some public records. The three main national consumer credit bureaus are Equifax, Experian and TransUnion.</p>
<p>A <strong>credit score</strong> is a number calculated from your report that predicts how likely you are to repay. The most common scores (such as FICO scores) run from 300 to 850; higher is better. There are many versions of scores, so the number you see in an app may be different from the one a lender uses. That is normal.</p>
<h2>What affects a typical score</h2>
<table>
<thead><tr><th>Factor</th><th>Roughly how much it matters</th><th>What helps</th></tr></thead>
<tbody>
<tr><td>Payment history</td><td>The most (about a third)</td><td>Paying every bill on time</td></tr>
<tr><td>Amounts owed</td><td>A lot (about 30%)</td><td>Using a small part of your credit limits</td></tr>
<tr><td>Length of credit history</td><td>Some</td><td>Keeping older accounts open</td></tr>
<tr><td>New credit</td><td>A little</td><td>Not opening many accounts at once</td></tr>
<tr><td>Credit mix</td><td>A little</td><td>Handling different types of credit well</td></tr>
</tbody>
</table>
<p>The weights above describe the widely used FICO model in general; every scoring model is a little different.</p>
<h2>Check your reports for free</h2>
<p>You can get free copies of your credit reports from all three bureaus at ${officialLink("https://www.annualcreditreport.com/", "annualcreditreport.com")}, the official site for free reports. Be careful with look-alike sites that ask for payment.</p>
<p>Read each report and look for:</p>
<ul>
<li>accounts you do not recognize (a sign of identity theft);</li>
<li>late payments you believe were on time;</li>
<li>debts listed twice, or old debts that should have been removed;</li>
<li>wrong names, addresses or personal details.</li>
</ul>
<p>If something is wrong, you can dispute it with the bureau that shows it. The Consumer Financial Protection Bureau explains how at ${officialLink("https://www.consumerfinance.gov/", "consumerfinance.gov")}.</p>
<h2>Steps to build or repair personal credit</h2>
<ol>
<li><strong>Pay on time, every time.</strong> Set up automatic minimum payments or reminders. One late payment can lower a score for a long time.</li>
<li><strong>Lower your balances.</strong> Many experts suggest using less than 30% of each card's limit; lower is better.</li>
<li><strong>Do not close your oldest cards</strong> without a good reason.</li>
<li><strong>Apply only for credit you need.</strong> Each application can cause a small, temporary drop.</li>
<li><strong>No credit history?</strong> Ask your lender or coach about credit-builder loans or secured cards, which are designed to help people start.</li>
</ol>
<p>Improvement takes months, not days. Be wary of any company that promises to "erase" bad credit for a fee.</p>
<h2>Business credit</h2>
<p>Businesses can also have credit files with business credit bureaus (such as Dun &amp; Bradstreet, Experian and Equifax). A strong business credit history can help you get better terms from suppliers and lenders, and over time rely less on your personal credit. To build it:</p>
<ul>
<li>Register your business properly and get an EIN.</li>
<li>Open a business bank account and keep business money separate.</li>
<li>Ask suppliers to give you payment terms (for example, 30 days to pay) and whether they report payments to business credit bureaus.</li>
<li>Pay every business bill on time or early.</li>
<li>Keep your business name, address and phone the same everywhere.</li>
</ul>`,
} satisfies StarterArticle;
