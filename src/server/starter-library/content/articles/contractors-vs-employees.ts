import { officialLink } from "../html.js";
import type { StarterArticle } from "../types.js";

export default {
  slug: "contractors-vs-employees",
  title: "Hiring help: contractors (1099) vs. employees (W-2)",
  description: "The difference between an independent contractor and an employee, why it matters, and the paperwork each one needs.",
  tags: ["employees", "contractors", "taxes", "legal"],
  html: `<p>When your business grows, you will need help: someone to deliver, clean, cook, answer phones or keep the books. One of the first questions is whether that person is an <strong>employee</strong> or an <strong>independent contractor</strong>. It is not simply your choice, and getting it wrong can be expensive. This article explains the basics; check your situation with an accountant, your state's labor department, or an employment attorney.</p>
<h2>The basic difference</h2>
<p>An <strong>employee</strong> works for your business under your direction. You decide when, where and how the work is done. You withhold taxes from their pay, pay your share of payroll taxes, and give them a Form W-2 each year.</p>
<p>An <strong>independent contractor</strong> runs their own business and provides a service to yours. They decide how to do the job, usually use their own tools, can work for other clients, and send you invoices. You generally do not withhold taxes. If you pay them above the IRS's reporting threshold in a year, you send them and the IRS a Form 1099-NEC.</p>
<h2>How to tell which one it is</h2>
<p>The IRS looks at the whole relationship, grouped in three areas:</p>
<ul>
<li><strong>Behavioral control:</strong> do you control or have the right to control what the worker does and how? Training them in your methods and setting their hours point toward employee.</li>
<li><strong>Financial control:</strong> do they invest in their own tools, set their own prices, have other clients, and risk making or losing money? That points toward contractor.</li>
<li><strong>Relationship:</strong> is there a written contract, are benefits offered, is the work ongoing and a key part of your business? Ongoing, core work points toward employee.</li>
</ul>
<p>Calling someone a contractor in a contract does not make them one. Many states use their own tests, and some are stricter than the federal rules. The IRS explains its rules at ${officialLink("https://www.irs.gov/", "irs.gov")}; your state labor department explains the state rules.</p>
<table>
<thead><tr><th></th><th>Employee (W-2)</th><th>Independent contractor (1099)</th></tr></thead>
<tbody>
<tr><td>Who controls how the work is done</td><td>You</td><td>The worker</td></tr>
<tr><td>Tools and equipment</td><td>Usually yours</td><td>Usually theirs</td></tr>
<tr><td>Taxes withheld from pay</td><td>Yes, by you</td><td>No; they pay their own</td></tr>
<tr><td>Your share of Social Security and Medicare</td><td>Yes</td><td>No</td></tr>
<tr><td>Unemployment insurance, workers' compensation</td><td>Generally yes (rules vary by state)</td><td>Generally no</td></tr>
<tr><td>Minimum wage and overtime laws</td><td>Apply</td><td>Do not apply</td></tr>
<tr><td>Year-end form</td><td>W-2</td><td>1099-NEC, when over the threshold</td></tr>
</tbody>
</table>
<h2>Why getting it right matters</h2>
<p>If a worker is really an employee but treated as a contractor, your business can owe back payroll taxes, penalties and interest, plus unpaid overtime or benefits under state law. It also leaves the worker without protections they are entitled to.</p>
<h2>Paperwork for a contractor</h2>
<ol>
<li>Ask for a Form W-9 before you pay them (their name, business name and taxpayer number).</li>
<li>Write a simple agreement: the work, the price, the timeline.</li>
<li>Get invoices and pay from your business account.</li>
<li>At year-end, send Form 1099-NEC if you paid them over the threshold. The threshold was $600 for many years and is changing; check the current amount with the IRS or your accountant.</li>
</ol>
<h2>Paperwork for an employee</h2>
<ol>
<li>Get an EIN for your business if you do not have one.</li>
<li>Have the employee fill out Form W-4 (tax withholding) and Form I-9 (eligibility to work in the U.S.).</li>
<li>Register with your state for payroll taxes and unemployment insurance, and report the new hire as your state requires.</li>
<li>Get workers' compensation insurance if your state requires it.</li>
<li>Run payroll: withhold taxes, deposit them on time, and file payroll returns.</li>
<li>Keep time and pay records.</li>
</ol>
<p>Payroll has many steps, and mistakes carry penalties. Many small employers use a payroll service or app, which usually costs much less than fixing errors later. Before your first hire, update your cash-flow projection: an employee costs more than their hourly wage once payroll taxes, insurance and time off are added.</p>`,
} satisfies StarterArticle;
