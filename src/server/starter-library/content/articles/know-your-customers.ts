import type { StarterArticle } from "../types.js";

export default {
  slug: "know-your-customers",
  title: "Who are your customers? Finding and understanding them",
  description: "Describe your best customers, talk to real people before you spend money, and use what you learn to shape your offer.",
  tags: ["planning", "customers", "research"],
  html: `<p>"Everyone" is not a customer. A business that tries to sell to everyone usually ends up speaking to no one. The owners who grow fastest can describe their best customer in detail: who they are, what they need, and why they buy.</p>
<h2>Start with a customer profile</h2>
<p>Write a short description of the person (or business) most likely to buy from you. Answer these questions:</p>
<ul>
<li>Who are they? Age range, family, job, or type of business.</li>
<li>Where are they? Neighborhood, city, online groups, places they visit each week.</li>
<li>What problem do they have that you solve? Be specific: "no time to cook on weekdays", "their van breaks down and they lose a day of work".</li>
<li>What do they use today instead of you? Another business, a family member, or nothing at all.</li>
<li>What matters most to them: price, speed, quality, trust, language, being close by?</li>
<li>How do they pay? Cash, card, invoice at the end of the month?</li>
</ul>
<p>You may have two or three customer groups. That is fine, but pick one to focus on first.</p>
<h2>Talk to ten real people</h2>
<p>The cheapest research is a conversation. Before you buy inventory or sign a lease, talk to at least ten people who fit your profile. Do not try to sell to them. Ask about their life and listen.</p>
<p>Good questions:</p>
<ol>
<li>"Tell me about the last time you needed [this product or service]. What happened?"</li>
<li>"What was hard or annoying about it?"</li>
<li>"What did you end up doing? How much did it cost?"</li>
<li>"If someone solved this for you, what would it have to do well?"</li>
<li>"Who else do you know who has this problem?"</li>
</ol>
<p>Avoid asking "Would you buy this?" Most people say yes to be kind. What people did in the past tells you much more than what they say they might do.</p>
<h2>Look for patterns</h2>
<p>After your conversations, write down what you heard more than once. For example, a mobile mechanic might learn that:</p>
<ul>
<li>Most customers are delivery drivers who lose money every day their car is off the road.</li>
<li>They care more about speed than price.</li>
<li>They mostly find help through WhatsApp groups and friends.</li>
</ul>
<p>That changes the business: offer same-day service, charge a fair premium for it, and spend marketing time in those groups rather than on flyers.</p>
<h2>Size the opportunity, roughly</h2>
<p>You do not need a perfect number. A rough estimate is enough to check that there are enough customers nearby. For example: "There are about 40 office buildings within two miles. If five people in each building ordered lunch from me once a week, that would be 200 lunches a week." Then ask: is that enough to cover my costs and pay me? If not, you may need a wider area, a higher price or a second customer group.</p>
<h2>Keep learning after you open</h2>
<ul>
<li>Ask every new customer how they heard about you, and write it down.</li>
<li>Once a month, call or message two or three customers and ask what you could do better.</li>
<li>Notice who your best customers are (those who buy often and pay on time) and look for more people like them.</li>
</ul>
<p>Put your customer profile in your business plan. Lenders and coaches often ask "Who are your customers?" first, and a clear answer builds trust.</p>`,
} satisfies StarterArticle;
