import type { StarterArticle } from "../types.js";

export default {
  slug: "choosing-a-legal-structure",
  title: "Sole proprietorship, LLC or corporation? Choosing a legal structure",
  description: "The common business structures in the U.S., what each means for your personal risk, your taxes and your paperwork.",
  tags: ["legal", "llc", "taxes", "getting-started"],
  html: `<p>The legal structure of your business decides three big things: who is responsible if something goes wrong, how the business is taxed, and how much paperwork you have. Here is a plain-language overview of the usual choices in the United States. Rules differ from state to state, so treat this as a starting point for a conversation with an accountant or attorney, not as legal or tax advice.</p>
<h2>Sole proprietorship</h2>
<p>If you start selling on your own and do nothing else, you are a sole proprietor. There is nothing to form.</p>
<ul>
<li><strong>Risk:</strong> you and the business are the same in the eyes of the law. If the business owes money or is sued, your personal savings, car or home can be at risk.</li>
<li><strong>Taxes:</strong> business profit goes on your personal tax return (Schedule C of Form 1040). You also pay self-employment tax for Social Security and Medicare.</li>
<li><strong>Paperwork:</strong> the least. You may still need local licenses, and a "doing business as" (DBA) name registration if you use a name other than your own.</li>
</ul>
<h2>General partnership</h2>
<p>Two or more people who run a business together without forming an entity are usually a general partnership. Each partner can be personally responsible for the business's debts, including debts another partner created. If you go into business with someone, write a partnership agreement that says who puts in what, who decides what, and what happens if someone leaves.</p>
<h2>Limited liability company (LLC)</h2>
<p>An LLC is created by filing papers with your state and paying a fee. Many states also charge a yearly fee or require a yearly report.</p>
<ul>
<li><strong>Risk:</strong> it generally separates the business's debts from your personal belongings. That protection has limits: if you sign a personal guarantee on a loan, you still owe it, and mixing personal and business money can weaken the protection.</li>
<li><strong>Taxes:</strong> by default, a one-owner LLC is taxed like a sole proprietorship and a multi-owner LLC like a partnership. An LLC can also choose to be taxed as a corporation.</li>
<li><strong>Paperwork:</strong> more than a sole proprietorship, less than a corporation.</li>
</ul>
<h2>Corporation and the S corporation election</h2>
<p>A corporation is a separate legal "person" owned by shareholders. A regular corporation (a C corporation) pays its own income tax, and owners pay tax again on dividends they receive. It suits businesses that plan to bring in investors.</p>
<p>"S corporation" is not a separate kind of company but a tax choice, made by filing a form with the IRS, that a corporation or an LLC can make if it qualifies. Profit passes through to the owners' personal returns. Owners who work in the business must pay themselves a reasonable salary through payroll. For some profitable businesses this can lower self-employment taxes, but it adds payroll and bookkeeping costs. Ask an accountant to run the numbers for your situation.</p>
<h2>Side by side</h2>
<table>
<thead><tr><th>Structure</th><th>Personal risk</th><th>How profit is taxed</th><th>Paperwork</th></tr></thead>
<tbody>
<tr><td>Sole proprietorship</td><td>High</td><td>Your personal return</td><td>Low</td></tr>
<tr><td>General partnership</td><td>High</td><td>Partners' personal returns</td><td>Low to medium</td></tr>
<tr><td>LLC</td><td>Lower</td><td>Personal returns by default; can choose corporate tax</td><td>Medium</td></tr>
<tr><td>C corporation</td><td>Lower</td><td>Corporation pays, then owners on dividends</td><td>High</td></tr>
</tbody>
</table>
<h2>Questions to ask yourself</h2>
<ul>
<li>Could my work hurt someone or damage property? (Food, childcare, construction, transport.)</li>
<li>Will I sign a lease, hire employees or take on big contracts?</li>
<li>Do I have a partner? Will I want investors?</li>
<li>How much profit do I expect this year and next?</li>
<li>Can I keep up with yearly state fees and reports?</li>
</ul>
<p>Many owners start as sole proprietors and form an LLC once the business grows or the risk rises. Whatever you choose, get good insurance: a legal structure does not replace it. You can change structure later, but it is easier to choose well before you sign loans and leases. Your state's business filing office (often the Secretary of State) lists the forms and fees for your state.</p>`,
} satisfies StarterArticle;
