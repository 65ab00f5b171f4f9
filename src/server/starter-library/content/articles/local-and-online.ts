import type { StarterArticle } from "../types.js";

export default {
  slug: "local-and-online",
  title: "Being found: local and online basics",
  description: "Free and low-cost ways to make sure people nearby can find you, trust you and contact you, on the street and online.",
  tags: ["marketing", "online", "local"],
  html: `<p>When people need a product or service today, many search on their phone: "tamales near me", "plumber open now", "alterations downtown". Others ask a neighbor or notice a sign. A small business needs to show up in both places. The good news: most of the basics are free.</p>
<h2>The basics everyone needs</h2>
<ul>
<li><strong>A clear name</strong> that says what you do, or a name plus a short line: "Rivera &amp; Sons: home repairs and painting".</li>
<li><strong>One phone number and one email</strong> that you actually check, used everywhere.</li>
<li><strong>Business cards or a simple flyer</strong> with your name, what you do, your area, your phone and your hours.</li>
<li><strong>Photos of your work</strong>, taken in good light with your phone. They sell better than words.</li>
</ul>
<h2>Free online business listings</h2>
<p>The big search and map services let businesses create a free profile. This is often the single most useful online step for a local business, because it makes you appear when someone nearby searches for what you sell.</p>
<ol>
<li>Create a free business profile on the main search engines and map apps your customers use.</li>
<li>Use exactly the same business name, address (or service area if you work at customers' homes), phone and hours everywhere. Mismatched details confuse customers and search services.</li>
<li>Choose the category that best describes your business.</li>
<li>Add photos: your products, your work, your storefront or vehicle, and you.</li>
<li>Keep hours up to date, including holidays.</li>
<li>Ask happy customers to leave reviews, and reply politely to every review, good or bad.</li>
</ol>
<blockquote><p>Be wary of anyone who calls promising "guaranteed first place on search" for a fee. Creating and updating your own listing is free.</p></blockquote>
<h2>Do you need a website?</h2>
<p>Not always at the start. A complete business listing and an active social media page can be enough. A simple website helps when customers want to see prices, a menu, a portfolio or how to book. Keep it to one to five pages: what you do, photos, prices or "from" prices, area and hours, and how to contact you. Make sure it is easy to read on a phone, since most visitors will use one.</p>
<h2>Local, in-person visibility</h2>
<ul>
<li><strong>Signs</strong> on your shop, cart, truck or car (check local rules first).</li>
<li><strong>Markets, fairs and festivals</strong>, where people can try your product.</li>
<li><strong>Local associations</strong>: chambers of commerce (including Hispanic or other community chambers), merchant associations and neighborhood groups.</li>
<li><strong>Partner businesses</strong> that serve the same customers and will display your cards or refer people.</li>
<li><strong>Community bulletin boards</strong> at laundromats, grocery stores, libraries and places of worship.</li>
</ul>
<h2>Speak your customers' language</h2>
<p>If many of your customers prefer Spanish or another language, say so: "Se habla español" on your sign, your listing and your cards. Write your listing and posts in the languages your customers use. It is a real reason to choose you.</p>
<h2>A one-hour start</h2>
<ol>
<li>Create or claim your free business listing and fill in every field (30 minutes).</li>
<li>Add five good photos (10 minutes).</li>
<li>Send a message to three happy customers asking for a review (10 minutes).</li>
<li>Make sure your name, phone and hours match everywhere they appear (10 minutes).</li>
</ol>
<p>Then, once a month, spend 15 minutes updating photos and hours and answering reviews. Small, regular care keeps you visible.</p>`,
} satisfies StarterArticle;
