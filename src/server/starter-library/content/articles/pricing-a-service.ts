import type { StarterArticle } from "../types.js";

export default {
  slug: "pricing-a-service",
  title: "Pricing a service: a house-cleaning example",
  description: "Find an hourly rate that pays you, covers your costs and leaves a profit, then turn it into simple prices customers understand.",
  tags: ["pricing", "services", "costs"],
  html: `<p>When you sell a service, such as cleaning, repairs, hair, tutoring, bookkeeping or childcare, what you really sell is your time and skill. The most common mistake is to charge what you would earn at a job, forgetting that a business also pays for supplies, travel, insurance, unpaid hours and taxes. Here is a step-by-step method, using a house-cleaning business as the example.</p>
<h2>Step 1: Decide what you need to earn</h2>
<p>Lucía runs a cleaning business by herself. She wants to pay herself <strong>$3,500 a month</strong> before taxes. (As a business owner, she will pay her own income and self-employment taxes out of this, so she keeps part of it aside. See the tax calendar article.)</p>
<h2>Step 2: Add up monthly business costs</h2>
<table>
<thead><tr><th>Monthly cost</th><th>Amount</th></tr></thead>
<tbody>
<tr><td>Cleaning supplies</td><td>$250</td></tr>
<tr><td>Car costs: gas, upkeep, part of insurance</td><td>$400</td></tr>
<tr><td>Business liability insurance</td><td>$150</td></tr>
<tr><td>Phone and scheduling app</td><td>$100</td></tr>
<tr><td>Marketing (cards, ads, referral gifts)</td><td>$100</td></tr>
<tr><td><strong>Total</strong></td><td><strong>$1,000</strong></td></tr>
</tbody>
</table>
<h2>Step 3: Count your billable hours honestly</h2>
<p>A full-time job is about 160 hours a month, but not every hour can be billed. Lucía also drives between homes, answers messages, gives quotes, buys supplies and does her books. She estimates she can bill about <strong>120 hours a month</strong>. Many service owners find that only 60–75% of their working time is billable.</p>
<h2>Step 4: Find your break-even hourly rate</h2>
<p>(Pay + costs) ÷ billable hours = ($3,500 + $1,000) ÷ 120 = <strong>$37.50 an hour</strong>.</p>
<p>Below $37.50, Lucía is paying herself less than she planned. At exactly $37.50, she earns her pay but the business has nothing left for savings, new equipment or a slow month.</p>
<h2>Step 5: Add a profit</h2>
<p>She adds 15% for the business: $37.50 × 1.15 = $43.13. She rounds to <strong>$44 an hour</strong> as her target rate.</p>
<h2>Step 6: Turn the rate into prices customers like</h2>
<p>Customers usually prefer a clear price per job to an hourly rate. Lucía times her work and creates simple packages:</p>
<table>
<thead><tr><th>Service</th><th>Typical time</th><th>Price</th></tr></thead>
<tbody>
<tr><td>Regular cleaning, 2-bedroom apartment</td><td>2 hours</td><td>$90</td></tr>
<tr><td>Regular cleaning, 3-bedroom house</td><td>3 hours</td><td>$135</td></tr>
<tr><td>Deep cleaning, 3-bedroom house</td><td>5 hours</td><td>$225</td></tr>
<tr><td>Move-out cleaning</td><td>quote after visit</td><td>from $250</td></tr>
</tbody>
</table>
<p>She keeps a note of how long each job really takes. If a type of job keeps running over, she raises its price or changes what is included.</p>
<h2>Step 7: Compare with the market</h2>
<p>Finally, Lucía checks what other cleaners nearby charge. If they charge $120–$160 for a 3-bedroom house, her $135 fits. If the market were far below her number, she would need to lower costs, work faster, or find customers who value something extra (eco-friendly products, bilingual service, weekend availability). She would not simply charge less than it costs her.</p>
<h2>Tips for service pricing</h2>
<ul>
<li><strong>Set a minimum charge</strong> so short jobs still cover travel time.</li>
<li><strong>Charge for extras</strong>: inside the oven, windows, last-minute bookings.</li>
<li><strong>Reward regulars</strong> with steady, scheduled prices rather than deep discounts.</li>
<li><strong>Write it down.</strong> A simple price list makes quoting faster and more consistent.</li>
<li><strong>Review prices every year</strong>, or sooner when costs rise.</li>
</ul>`,
} satisfies StarterArticle;
