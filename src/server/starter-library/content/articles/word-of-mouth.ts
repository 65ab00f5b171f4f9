import type { StarterArticle } from "../types.js";

export default {
  slug: "word-of-mouth",
  title: "Turning happy customers into word of mouth",
  description: "How to ask for reviews and referrals at the right moment, set up a simple referral reward, and handle complaints so they help you.",
  tags: ["marketing", "referrals", "reviews", "customers"],
  html: `<p>For most small businesses, the best marketing is a happy customer telling a friend. A recommendation from someone people trust is worth more than any ad. But word of mouth does not happen by itself as often as it could. You can make it much more likely with a few simple habits.</p>
<h2>Start with an experience worth talking about</h2>
<p>People recommend businesses that are reliable and that make them feel well treated. Small things matter:</p>
<ul>
<li>Arrive or deliver when you said you would. If you will be late, tell them before they have to ask.</li>
<li>Remember names and preferences.</li>
<li>Add a small, unexpected touch: a handwritten thank-you, a sample of something new, a follow-up message to check everything is fine.</li>
<li>Fix problems quickly and kindly.</li>
</ul>
<h2>Ask at the right moment</h2>
<p>The best time to ask for a review or a referral is right when the customer is happiest: when they thank you, compliment your work, or come back for a second time. Many owners never ask because it feels awkward. Keep it simple:</p>
<blockquote><p>"I'm so glad you like it! I'm a small business, so reviews really help me. Would you mind leaving a short review? I can send you the link."</p></blockquote>
<blockquote><p>"If you know anyone else who needs [your service], I'd be grateful if you passed on my number."</p></blockquote>
<p>Make it easy: send a direct link to your review page by text or email, and give two business cards, one to keep and one to pass on.</p>
<h2>A simple referral reward</h2>
<p>A referral program thanks customers who send you new ones. It can be small:</p>
<ul>
<li>"Refer a friend and you both get $10 off your next visit."</li>
<li>"Every fifth referral earns a free service."</li>
<li>A thank-you card with a small gift.</li>
</ul>
<p>Work out the cost first. If a new customer is worth $300 to you over a year, a $20 reward is a good deal. Keep track of who referred whom in a notebook or spreadsheet, and always thank the person who referred.</p>
<h2>Reviews: follow the rules</h2>
<p>Online reviews are powerful, but they must be honest. Do not write fake reviews, ask friends to pretend to be customers, or pay for positive reviews. Many review sites do not allow businesses to offer rewards in exchange for reviews, and fake or bought reviews can break consumer protection rules. Ask every customer the same way, whether you expect a good or a bad review.</p>
<h2>Handle complaints well</h2>
<p>An unhappy customer handled well often becomes a loyal one. When something goes wrong:</p>
<ol>
<li><strong>Listen</strong> without interrupting or arguing.</li>
<li><strong>Thank them</strong> for telling you; most unhappy customers just leave quietly.</li>
<li><strong>Fix it</strong>: redo the work, replace the item or refund, as fair.</li>
<li><strong>Follow up</strong> to make sure they are now satisfied.</li>
<li><strong>Learn from it</strong>: what will you change so it does not happen again?</li>
</ol>
<p>If you receive a negative review online, reply calmly and briefly: thank them, apologize for their experience, and invite them to contact you to make it right. Future customers read your reply as much as the review.</p>
<h2>Keep in touch</h2>
<p>Customers forget. With their permission, keep a list of phone numbers or emails and send a short message a few times a year: a seasonal reminder ("Time for your spring tune-up"), a new product, or a thank-you. Do not message too often, and always let people opt out. Staying in touch keeps you in their mind when a friend asks, "Do you know someone who…?"</p>`,
} satisfies StarterArticle;
