import type { StarterArticle } from "../types.js";

export default {
  slug: "seasonal-cash-flow",
  title: "Managing cash in a seasonal business",
  description: "Save in the busy months for the slow ones, with a simple monthly savings target and ideas to earn more off-season.",
  tags: ["cash-flow", "seasonal", "savings"],
  html: `<p>Landscapers, ice cream shops, tax preparers, holiday decorators, pool cleaners and farm stands all share one challenge: most of the year's money arrives in a few months, while many bills arrive every month. A seasonal business can be very healthy, but only if the busy season pays for the slow one.</p>
<h2>Step 1: Know your slow months</h2>
<p>Look at last year's sales month by month. If you are new, ask others in your trade, or use your best estimate. Mark the months when sales do not cover your costs. Those are the months you must prepare for.</p>
<h2>Step 2: Add up what the slow months cost</h2>
<p>List everything you still pay when business is slow: loan and truck payments, insurance, storage, phone, software, and your own living costs.</p>
<p>Example: Marco runs a landscaping company. From December to March, he has almost no work. His costs in those months:</p>
<table>
<thead><tr><th>Monthly cost in the slow season</th><th>Amount</th></tr></thead>
<tbody>
<tr><td>Truck payment</td><td>$600</td></tr>
<tr><td>Insurance</td><td>$200</td></tr>
<tr><td>Phone and software</td><td>$100</td></tr>
<tr><td>Equipment storage</td><td>$300</td></tr>
<tr><td>Marco's own pay</td><td>$2,000</td></tr>
<tr><td><strong>Total per month</strong></td><td><strong>$3,200</strong></td></tr>
</tbody>
</table>
<p>Four slow months × $3,200 = <strong>$12,800</strong> that Marco needs to have saved by December 1.</p>
<h2>Step 3: Turn it into a monthly savings target</h2>
<p>Marco has eight busy months (April to November). $12,800 ÷ 8 = <strong>$1,600 a month</strong>. Every busy month, he moves $1,600 into a separate business savings account on the same day, as if it were a bill. He does not touch it until December.</p>
<p>If $1,600 feels like too much, that is useful information too: it may mean prices are too low, or the slow months cost more than the business can carry.</p>
<h2>Step 4: Make the slow season shorter or cheaper</h2>
<ul>
<li><strong>Add off-season services.</strong> Marco could offer snow removal, holiday lighting, or tree pruning in winter.</li>
<li><strong>Sell in advance.</strong> Offer spring contracts in February with a small discount for paying a deposit early.</li>
<li><strong>Cut seasonal costs.</strong> Ask whether insurance can be lowered while equipment is stored, or whether subscriptions can be paused.</li>
<li><strong>Spread your own income.</strong> Pay yourself the same amount every month from savings instead of a lot in summer and nothing in winter.</li>
<li><strong>Plan big purchases for the busy season's end,</strong> when you know how much cash is left, not at the start.</li>
</ul>
<h2>Step 5: Talk to your lender before the slow season</h2>
<p>If you have a loan, ask whether payments can follow your seasons, for example smaller payments in winter and larger ones in summer. Some lenders offer this, especially community lenders who know local businesses. A line of credit, used carefully, can also bridge a gap. Ask in good times, with your cash-flow projection in hand, not in the middle of a crisis.</p>
<h2>A seasonal checklist</h2>
<ul>
<li>I know which months are slow, and what they cost.</li>
<li>I have a monthly savings target for the busy season.</li>
<li>My savings are in a separate account.</li>
<li>I have at least one idea to earn money in the slow season.</li>
<li>My cash-flow projection shows every month above my minimum balance.</li>
</ul>`,
} satisfies StarterArticle;
