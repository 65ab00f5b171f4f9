import type { StarterArticle } from "../types.js";

export default {
  slug: "raising-prices",
  title: "How and when to raise your prices",
  description: "Signs it is time to raise prices, why you may need fewer customers than you think, and how to tell customers with confidence.",
  tags: ["pricing", "customers", "profit"],
  html: `<p>Raising prices is one of the hardest things for a small-business owner to do. You worry that customers will leave. But costs rise every year, and a business that never raises prices slowly earns less and less for the same work. Done with care, a price increase usually costs far fewer customers than owners fear.</p>
<h2>Signs it is time</h2>
<ul>
<li>Your costs (supplies, rent, fuel, insurance) have gone up since you last set prices.</li>
<li>You are busy all the time but there is little money left at the end of the month.</li>
<li>Your prices are clearly below others who offer similar quality.</li>
<li>Customers rarely or never say your price is too high.</li>
<li>You have a waiting list or turn work away.</li>
<li>You have not changed prices in over a year.</li>
</ul>
<h2>You can lose some sales and still earn more</h2>
<p>Example: a mobile car-wash business does 100 washes a month at $100. Each wash costs $70 in supplies, fuel and labor. Profit: $30 a wash, or $3,000 a month.</p>
<p>The owner raises the price 10%, to $110. Costs stay $70, so profit is now $40 a wash. To earn the same $3,000, he needs only 75 washes. He could lose <strong>a quarter of his customers</strong> and earn the same profit, with less work. If he keeps 90 customers, profit rises to $3,600.</p>
<table>
<thead><tr><th>Washes a month</th><th>At $100 (profit $30 each)</th><th>At $110 (profit $40 each)</th></tr></thead>
<tbody>
<tr><td>100</td><td>$3,000</td><td>$4,000</td></tr>
<tr><td>90</td><td>$2,700</td><td>$3,600</td></tr>
<tr><td>75</td><td>$2,250</td><td>$3,000</td></tr>
</tbody>
</table>
<p>The thinner your margin, the more a small price increase helps.</p>
<h2>How to raise prices well</h2>
<ol>
<li><strong>Know your numbers first.</strong> Recheck your costs and decide what price you need. Small, regular increases (for example every year) are easier for customers than a big jump after five years.</li>
<li><strong>Give notice.</strong> Tell regular customers two to four weeks ahead. A short message, sign or email is enough.</li>
<li><strong>Explain briefly, without apologizing.</strong> "Because our supply costs have gone up, our prices will change on March 1. Thank you for supporting our business." You do not need to justify every dollar.</li>
<li><strong>Keep value visible.</strong> Remind customers what they get: quality, reliability, friendly service, language, convenience.</li>
<li><strong>Consider your best regulars.</strong> You might keep their price for a few months as a thank-you, or give them first access to new services.</li>
<li><strong>Apply new prices to new customers right away.</strong> They never knew the old price.</li>
</ol>
<h2>Other ways to raise your average sale</h2>
<ul>
<li>Offer a premium option next to the basic one.</li>
<li>Bundle products or services for a little less than buying them apart.</li>
<li>Charge for extras you used to include for free (delivery, rush orders, special requests).</li>
<li>Set a minimum order or minimum charge.</li>
<li>Cut discounts that do not bring new customers.</li>
</ul>
<h2>After the change</h2>
<p>Watch your numbers for two or three months: number of customers, average sale, and profit. A few customers may leave; often they are the ones most focused on price, and the ones who remain value what you do. If you lose far more than expected, talk to a few of them, listen, and adjust. Most owners who raise prices thoughtfully wish they had done it sooner.</p>`,
} satisfies StarterArticle;
