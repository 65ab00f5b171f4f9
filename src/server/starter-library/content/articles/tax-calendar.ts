import { officialLink } from "../html.js";
import type { StarterArticle } from "../types.js";

export default {
  slug: "tax-calendar",
  title: "A small-business tax calendar",
  description: "The main federal tax dates for small businesses, how quarterly estimated taxes work, and how to set money aside so tax time is not a shock.",
  tags: ["taxes", "bookkeeping", "planning", "calendar"],
  html: `<p>Taxes are one of the biggest surprises for new business owners. When you worked for an employer, taxes were taken out of every paycheck. When you work for yourself, nobody does that for you: you have to set the money aside and pay it on time. A simple calendar and a savings habit take most of the stress away.</p>
<p>This article covers common <strong>federal</strong> dates for businesses that use the calendar year. Your state and city may have their own income, sales and payroll taxes with their own dates. Dates that fall on a weekend or legal holiday move to the next business day. Confirm your own dates with an accountant or at ${officialLink("https://www.irs.gov/", "irs.gov")}; this is general information, not tax advice.</p>
<h2>Estimated taxes: paying as you go</h2>
<p>If you are a sole proprietor, a partner, or an LLC owner taxed like one, you generally must make <strong>estimated tax payments</strong> four times a year if you expect to owe $1,000 or more when you file. These cover income tax and <strong>self-employment tax</strong> (Social Security and Medicare for people who work for themselves, about 15.3% on most of your net self-employment earnings). Missing them can mean penalties and interest.</p>
<h2>The main federal dates</h2>
<table>
<thead><tr><th>Date</th><th>What is due</th><th>Who</th></tr></thead>
<tbody>
<tr><td>January 15</td><td>4th estimated tax payment for the previous year</td><td>Owners who pay estimated taxes</td></tr>
<tr><td>January 31</td><td>Forms W-2 to employees; Forms 1099-NEC to contractors you paid above the reporting threshold; 4th-quarter payroll tax return (Form 941); yearly federal unemployment tax return (Form 940)</td><td>Businesses that pay employees or contractors</td></tr>
<tr><td>March 15</td><td>Partnership and S corporation tax returns</td><td>Partnerships, multi-owner LLCs, S corporations</td></tr>
<tr><td>April 15</td><td>Personal tax return (including Schedule C for sole proprietors); C corporation returns; 1st estimated tax payment for this year</td><td>Most owners</td></tr>
<tr><td>April 30</td><td>1st-quarter payroll tax return (Form 941)</td><td>Employers</td></tr>
<tr><td>June 15</td><td>2nd estimated tax payment</td><td>Owners who pay estimated taxes</td></tr>
<tr><td>July 31</td><td>2nd-quarter payroll tax return (Form 941)</td><td>Employers</td></tr>
<tr><td>September 15</td><td>3rd estimated tax payment; extended partnership and S corporation returns</td><td>Owners who pay estimated taxes; those with extensions</td></tr>
<tr><td>October 15</td><td>Extended personal and C corporation returns</td><td>Those with extensions</td></tr>
<tr><td>October 31</td><td>3rd-quarter payroll tax return (Form 941)</td><td>Employers</td></tr>
</tbody>
</table>
<p>Employers also deposit the payroll taxes they withhold on a regular schedule (often monthly or twice a week, depending on the amounts). A payroll service or accountant can handle this for you.</p>
<p>An extension gives you more time to <strong>file</strong> your return, not more time to <strong>pay</strong>. Tax owed is still due on the original date.</p>
<h2>Do not forget state and local taxes</h2>
<ul>
<li><strong>Sales tax:</strong> if you collect it, you file and pay on a schedule your state sets (monthly, quarterly or yearly). Sales tax you collect is not your money; keep it aside.</li>
<li><strong>State income tax</strong> and state estimated payments, in most states.</li>
<li><strong>State payroll taxes</strong>, such as unemployment insurance, if you have employees.</li>
<li><strong>Local business or property taxes</strong> and license renewals.</li>
</ul>
<h2>Set money aside every time you get paid</h2>
<p>The easiest way to be ready is to move a fixed share of your profit into a separate tax savings account every week or month. Many owners set aside 25–30% of their profit for federal and state income and self-employment taxes, but the right share depends on your income, family and state. Ask an accountant to suggest a figure for you.</p>
<p>Example: a mobile mechanic has $5,000 of profit in March. Setting aside 25% means moving $1,250 to tax savings. When the June 15 payment comes due, the money is already there.</p>
<h2>Your tax checklist</h2>
<ul>
<li>I have put this year's tax dates in my phone calendar with reminders a week ahead.</li>
<li>I move a share of profit into a tax savings account regularly.</li>
<li>I know whether I must make estimated payments, and how much.</li>
<li>I know my state's sales tax and income tax dates, if they apply to me.</li>
<li>I have an accountant or tax preparer, or I know where to find free help.</li>
</ul>
<p>Free tax help is available in many communities, including IRS-sponsored volunteer programs for people with lower incomes; ask your coach what is near you.</p>`,
} satisfies StarterArticle;
