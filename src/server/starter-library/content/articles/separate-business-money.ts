import type { StarterArticle } from "../types.js";

export default {
  slug: "separate-business-money",
  title: "Keep business and personal money apart",
  description: "Why a separate business account saves time, taxes and stress, how to set one up, and how to pay yourself the right way.",
  tags: ["bookkeeping", "banking", "getting-started"],
  html: `<p>If you run your business from your personal bank account, you are not alone. Many owners start that way. But mixing business and personal money makes it very hard to know whether the business is making money, it makes taxes harder, and it makes lenders nervous. Separating them is one of the simplest, most valuable steps you can take.</p>
<h2>Why it matters</h2>
<ul>
<li><strong>You see the truth.</strong> With a separate account, the business's balance and statements show how the business is really doing.</li>
<li><strong>Taxes get easier.</strong> Your business income and expenses are already in one place. If you are ever asked to prove an expense, it is clearly a business one.</li>
<li><strong>Lenders trust it.</strong> Business bank statements are one of the first things a lender asks for.</li>
<li><strong>It protects you.</strong> If you have an LLC or corporation, mixing personal and business money can weaken the legal separation between you and the business.</li>
</ul>
<h2>Setting up</h2>
<ol>
<li><strong>Open a business checking account.</strong> Banks and credit unions usually ask for your ID, your EIN or Social Security number, and, depending on your structure, your business registration or DBA papers. Ask about monthly fees and how to avoid them; community banks and credit unions often have low-cost accounts for small businesses.</li>
<li><strong>Consider a business savings account</strong> for your cash cushion and the money you set aside for taxes.</li>
<li><strong>Use one card for business purchases</strong>: the account's debit card, or a business credit card you pay off monthly.</li>
<li><strong>Send all customer payments to the business account</strong>: card reader, payment apps, checks and cash deposits.</li>
</ol>
<h2>The golden rules</h2>
<ul>
<li>All business income goes <strong>into</strong> the business account.</li>
<li>All business expenses are paid <strong>from</strong> the business account or business card.</li>
<li>Personal expenses are <strong>never</strong> paid from the business account.</li>
<li>If you make a mistake (it happens), write it down and fix it: pay the business back, or record it as money you took out.</li>
</ul>
<h2>Paying yourself</h2>
<p>You still need to get money from the business to live on. The right way depends on your legal structure:</p>
<ul>
<li><strong>Sole proprietorship or single-owner LLC</strong> (taxed the usual way): you take an <strong>owner's draw</strong>, a transfer from the business account to your personal account. It is not a business expense. You pay income and self-employment tax on the business's profit, whether you take it out or not.</li>
<li><strong>S corporation or C corporation:</strong> owners who work in the business are generally paid a salary through payroll, with taxes withheld. An accountant can set this up correctly.</li>
</ul>
<p>Pay yourself on a regular schedule, for example the 1st and 15th of each month, and a set amount. It makes both your personal and your business budget easier, and regular draws are easier to plan for in your cash-flow projection.</p>
<h2>Cash businesses</h2>
<p>If customers often pay in cash, deposit it regularly and record each day's cash sales. Do not pay business expenses straight out of the cash drawer without a receipt and a note. Deposited, recorded cash gives you the history you need to show your real sales to a lender.</p>
<h2>Checklist</h2>
<ul>
<li>I have a business checking account.</li>
<li>All my sales go into it.</li>
<li>I pay business costs only from it, or from a business card.</li>
<li>I pay myself on a schedule, by transfer.</li>
<li>I set aside money for taxes in a separate account.</li>
</ul>`,
} satisfies StarterArticle;
