import { officialLink } from "../html.js";
import type { StarterArticle } from "../types.js";

export default {
  slug: "types-of-loans",
  title: "Types of small-business loans, and which fits your need",
  description: "Microloans, term loans, lines of credit, SBA-guaranteed loans, equipment financing and riskier options, compared in plain words.",
  tags: ["loans", "sba", "lending", "credit"],
  html: `<p>Not every loan suits every need. The right type depends on what the money is for, how long you need it, and how much the business can repay each month. Matching the loan to the purpose is one of the best ways to avoid trouble.</p>
<h2>Microloans</h2>
<p>Small loans, often from a few hundred dollars up to about $50,000, usually from community lenders, loan funds and nonprofit organizations. They are designed for new and small businesses, including owners with a short credit history. Many come with free coaching. <strong>Good for:</strong> equipment, inventory, start-up costs, working capital.</p>
<h2>Term loans</h2>
<p>You receive a set amount at once and repay it in regular payments (usually monthly) over a set time, such as two to five years, with interest. <strong>Good for:</strong> one-time investments that pay off over years: equipment, a vehicle, renovating a space. The term should not be longer than the useful life of what you buy.</p>
<h2>Lines of credit</h2>
<p>A line of credit is a limit you can borrow from when you need it, repay, and borrow again, a bit like a credit card but usually with a lower rate. You pay interest only on what you use. Some lines charge yearly or monthly fees. <strong>Good for:</strong> short gaps in cash flow, such as buying inventory before a busy season or waiting for customers to pay. <strong>Not good for:</strong> covering ongoing losses.</p>
<h2>SBA-guaranteed loans</h2>
<p>The U.S. Small Business Administration (SBA) mostly does not lend money directly to businesses. Instead, it guarantees part of loans made by approved lenders, which lets those lenders say yes to more businesses, often with longer terms. The main programs include:</p>
<ul>
<li><strong>7(a) loans</strong>: the SBA's most common program, for many purposes, from small amounts up to several million dollars.</li>
<li><strong>504 loans</strong>: for major fixed assets, such as buying a building or large equipment.</li>
<li><strong>Microloans</strong>: up to $50,000, made through nonprofit intermediary lenders, often with business coaching.</li>
</ul>
<p>Program rules and limits change; check ${officialLink("https://www.sba.gov/", "sba.gov")} or ask your lender for current details.</p>
<h2>Equipment financing</h2>
<p>A loan or lease to buy a specific piece of equipment or vehicle, which usually serves as the collateral. It can be easier to get than a general loan. Compare the total cost with buying used or paying over time from savings.</p>
<h2>Options to handle with care</h2>
<ul>
<li><strong>Business credit cards.</strong> Convenient for small purchases, and useful if you pay the balance in full each month. Carrying a balance is expensive.</li>
<li><strong>Merchant cash advances.</strong> A company gives you cash now in exchange for a share of your future card sales or daily bank withdrawals. They are fast and easy to get, but often very expensive once the cost is expressed as a yearly rate, and daily payments can squeeze your cash flow. Read the "reading a loan offer" article before signing one.</li>
<li><strong>Invoice financing or factoring.</strong> You get cash now for invoices your customers will pay later, minus a fee. It can help a business with slow-paying business customers, but fees add up.</li>
<li><strong>Loans from family and friends.</strong> Can be helpful, but put the terms in writing (amount, payments, what happens if the business struggles) to protect the relationship.</li>
</ul>
<h2>Match the loan to the need</h2>
<table>
<thead><tr><th>You need money for…</th><th>Often a good fit</th></tr></thead>
<tbody>
<tr><td>Starting out, small equipment, first inventory</td><td>Microloan</td></tr>
<tr><td>Equipment or a vehicle that lasts years</td><td>Term loan or equipment financing</td></tr>
<tr><td>A building or major renovation</td><td>Longer-term loan, such as SBA 504 or 7(a)</td></tr>
<tr><td>Seasonal gaps or waiting on customer payments</td><td>Line of credit</td></tr>
<tr><td>Covering losses month after month</td><td>Usually not a loan: first fix prices and costs, with your coach</td></tr>
</tbody>
</table>
<p>Before choosing, talk with your lender or coach about your purpose, amount and cash flow. A community lender can often suggest the type of loan that fits, even if it is not one they offer.</p>`,
} satisfies StarterArticle;
