import { officialLink } from "../html.js";
import type { StarterArticle } from "../types.js";

export default {
  slug: "receipts-and-records",
  title: "Receipts and records: what to keep and for how long",
  description: "Which business records to keep, an easy system for receipts, and general guidance on how long to keep them.",
  tags: ["bookkeeping", "records", "taxes"],
  html: `<p>Good records protect you. They prove your expenses if the IRS or your state asks, they help you claim every deduction you are allowed, and they give a lender the proof of income they need. Keeping them is easy once you have a system.</p>
<h2>What to keep</h2>
<ul>
<li><strong>Sales records</strong>: invoices, sales reports from your card reader or register, deposit records, and daily cash sales.</li>
<li><strong>Expense receipts and bills</strong>: what you bought, from whom, when, and how much.</li>
<li><strong>Bank and credit card statements</strong> for business accounts.</li>
<li><strong>Payroll records</strong>, if you have employees: pay, hours, taxes withheld and paid, and tax forms.</li>
<li><strong>Payments to contractors</strong> and the forms they gave you (such as a Form W-9).</li>
<li><strong>Vehicle records</strong>, if you use a vehicle for business: a mileage log showing dates, trips, purpose and miles.</li>
<li><strong>Asset records</strong>: receipts for equipment, vehicles and property, and when you bought and sold them.</li>
<li><strong>Tax returns</strong> and everything used to prepare them.</li>
<li><strong>Legal papers</strong>: registrations, licenses, leases, loan documents, insurance policies.</li>
</ul>
<h2>A good receipt shows</h2>
<p>The seller's name, the date, what was bought and the amount. If a receipt is unclear, write a short note on it, for example "tile for the Garcia bathroom job". For meals or travel, note the business purpose and who was there.</p>
<h2>A simple system</h2>
<ol>
<li><strong>Capture right away.</strong> Take a photo of every paper receipt on the day you get it, before it fades or gets lost. Many bookkeeping apps let you attach the photo to the transaction.</li>
<li><strong>Name or sort by month.</strong> One digital folder per month (for example "2025-03 receipts"), or one envelope per month for paper.</li>
<li><strong>Forward email receipts</strong> to one folder or label, such as "Business receipts".</li>
<li><strong>Match receipts during your weekly bookkeeping</strong>: every expense in your records should have its receipt.</li>
<li><strong>Back up.</strong> Keep digital copies in two places, such as your phone and a cloud account or computer.</li>
</ol>
<h2>How long to keep records</h2>
<p>The IRS's general rule is to keep records that support your tax return for <strong>three years</strong> from the date you filed it. Some situations call for longer:</p>
<table>
<thead><tr><th>Record</th><th>General guidance</th></tr></thead>
<tbody>
<tr><td>Most income and expense records</td><td>At least 3 years after filing the return</td></tr>
<tr><td>Payroll (employment tax) records</td><td>At least 4 years</td></tr>
<tr><td>Records for equipment, vehicles and property</td><td>Until 3 years after the year you sell or dispose of them</td></tr>
<tr><td>If income was significantly underreported</td><td>6 years</td></tr>
<tr><td>Tax returns themselves, registrations, loan papers</td><td>Many owners keep them permanently</td></tr>
</tbody>
</table>
<p>Your state may have its own rules, and lenders, insurers or landlords may ask you to keep some records longer. Many accountants suggest keeping everything for seven years to be safe. The IRS explains record-keeping for small businesses at ${officialLink("https://www.irs.gov/", "irs.gov")}. Check with your accountant for your situation.</p>
<h2>Mileage: an often-missed deduction</h2>
<p>If you drive for business, a mileage log can be worth a lot at tax time, but only if it is written as you go, not reconstructed months later. Record the date, where you went, why, and the miles. A notebook in the car or a mileage app both work.</p>
<h2>Checklist</h2>
<ul>
<li>I photograph every receipt the day I get it.</li>
<li>My receipts are sorted by month.</li>
<li>Each expense in my books has a matching receipt.</li>
<li>I keep a mileage log if I drive for business.</li>
<li>My records are backed up in two places.</li>
</ul>`,
} satisfies StarterArticle;
