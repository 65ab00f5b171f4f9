import type { StarterArticle } from "../types.js";

export default {
  slug: "simple-social-media",
  title: "Simple social media for busy owners",
  description: "Choose one platform, post a few times a week with your phone, and turn followers into customers without spending hours a day.",
  tags: ["marketing", "social-media", "online"],
  html: `<p>Social media can bring customers for free, but it can also eat hours of your day with little to show for it. The goal is not to be famous. The goal is to remind the people who already know you that you exist, show new people what you do, and make it easy to buy. Here is a simple routine that fits around real work.</p>
<h2>Step 1: Choose one platform</h2>
<p>Start where your customers already spend time. Ask a few of them. As a rough guide:</p>
<ul>
<li><strong>Visual products</strong> (food, cakes, beauty, crafts, clothing): photo and short-video apps work well.</li>
<li><strong>Local services</strong> (repairs, cleaning, childcare): neighborhood and community groups and local pages.</li>
<li><strong>Business customers</strong> (bookkeeping, catering for offices): professional networks.</li>
<li><strong>Close communities:</strong> messaging apps with broadcast lists or groups can work better than any public page.</li>
</ul>
<p>Do one well before adding a second.</p>
<h2>Step 2: Set up your profile completely</h2>
<ul>
<li>Your business name, and a clear photo or logo.</li>
<li>One line about what you do and where: "Custom cakes for birthdays and quinceañeras, East Side."</li>
<li>How to order: phone, message, website or booking link.</li>
<li>Hours and area served.</li>
</ul>
<h2>Step 3: Post a few times a week</h2>
<p>Three posts a week, every week, beats ten posts one week and nothing for a month. Ideas that work for most businesses:</p>
<ol>
<li><strong>Your work:</strong> a finished job, a new product, before-and-after photos.</li>
<li><strong>Behind the scenes:</strong> preparing ingredients, loading the truck, fixing something tricky.</li>
<li><strong>Your customers:</strong> a happy customer (always ask permission first) or a review.</li>
<li><strong>Helpful tips:</strong> "How to keep your cake fresh", "Three signs your brakes need checking".</li>
<li><strong>Offers and news:</strong> new hours, a holiday special, where you will be this weekend.</li>
</ol>
<p>Most posts should be useful or interesting; only some should directly sell.</p>
<h2>Step 4: Batch your work</h2>
<p>Set aside 30–45 minutes once a week. Pick the best photos you took during the week, write short captions, and schedule the posts if the app lets you. During the week, just take photos as you work. Good light (near a window or outdoors) matters more than an expensive phone.</p>
<h2>Step 5: Answer quickly</h2>
<p>Messages and comments are often people ready to buy. Reply the same day if you can. Turn on notifications for messages, or set two fixed times a day to answer. Save short answers to common questions (prices, hours, delivery area) to paste when asked.</p>
<h2>Paid ads: go slowly</h2>
<p>Most platforms let you pay to show a post to more people in your area. If you try it, start small (for example, a few dollars a day for one week), target your own area, and check whether it brought messages or sales. Stop anything that does not.</p>
<h2>Measure what matters</h2>
<p>Likes feel good but do not pay rent. Once a month, check: How many messages or orders came from social media? Which posts brought them? Ask new customers how they found you. Keep doing what brings customers, and do less of the rest.</p>
<h2>Protect your business</h2>
<ul>
<li>Use a strong password and turn on two-step sign-in for your business accounts.</li>
<li>Make sure more than one trusted person can get into the account, or keep recovery details up to date.</li>
<li>Never share customer details or photos without permission.</li>
</ul>`,
} satisfies StarterArticle;
