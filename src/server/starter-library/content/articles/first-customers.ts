import type { StarterArticle } from "../types.js";

export default {
  slug: "first-customers",
  title: "Getting your first ten customers",
  description: "A practical plan for landing your first paying customers with little money: your network, a clear offer, and asking directly.",
  tags: ["marketing", "customers", "getting-started"],
  html: `<p>Your first customers are the hardest to get and the most valuable. They prove that people will pay for what you sell, they tell you what to improve, and they tell their friends. You do not need a big budget to find them. You need a clear offer, a list of people, and the courage to ask.</p>
<h2>Step 1: Make your offer clear in one sentence</h2>
<p>Fill in: "I help <em>[who]</em> with <em>[what problem]</em> by <em>[what you do]</em>." For example: "I help busy families eat better by delivering home-cooked meals for the week every Sunday." If a stranger cannot understand your offer in ten seconds, simplify it.</p>
<h2>Step 2: Write a list of 50 people</h2>
<p>Write down everyone you know who might buy, or who might know someone who would: family, friends, neighbors, former coworkers, people from church, school, sports or community groups, and businesses you already buy from. Do not judge the list yet. Fifty names sounds like a lot, but most people find it once they start.</p>
<h2>Step 3: Reach out personally</h2>
<p>A personal message works much better than a general post. Keep it short and honest:</p>
<blockquote><p>"Hi Marisol! I've started my own tailoring business: alterations, hems and repairs, with pick-up and drop-off in our neighborhood. Do you or anyone in your family have something that needs fixing? I'm offering 20% off to my first customers in exchange for honest feedback."</p></blockquote>
<ul>
<li>Send five to ten messages a day rather than fifty at once, so you can answer everyone.</li>
<li>Follow up once after a few days if you get no answer. People are busy, not rude.</li>
<li>Always ask: "Do you know anyone who might need this?"</li>
</ul>
<h2>Step 4: Go where your customers already are</h2>
<ul>
<li>Community events, markets, fairs and festivals.</li>
<li>Local online groups for your neighborhood or community (follow each group's rules on promotion).</li>
<li>Businesses that serve the same customers but do not compete with you: a tailor and a dry cleaner, a cake maker and an event hall, a mechanic and a car wash. Offer to refer customers to each other.</li>
<li>Churches, schools and associations with newsletters or bulletin boards.</li>
</ul>
<h2>Step 5: Make it easy to say yes</h2>
<ul>
<li>A small first order, a trial session or a sample.</li>
<li>A clear price, with no surprises.</li>
<li>Easy ways to pay: cash, card and common payment apps.</li>
<li>A simple way to contact you: one phone number that you answer, or that you call back the same day.</li>
</ul>
<p>Be careful with discounts. A modest "first customer" discount is fine, but do not set prices so low that you lose money or train customers to expect it forever.</p>
<h2>Step 6: Make each first customer count</h2>
<ol>
<li>Do excellent work and deliver when you promised.</li>
<li>Ask for feedback: "What did you like? What could be better?"</li>
<li>If they are happy, ask for a review or a referral (see the word-of-mouth article).</li>
<li>Write down their name, contact, what they bought and when, so you can follow up.</li>
</ol>
<h2>Track what works</h2>
<p>Keep a simple list: who you contacted, how, and who bought. After your first ten customers, look at where they came from. Do more of what worked, and stop what did not. That is the start of your marketing plan.</p>`,
} satisfies StarterArticle;
