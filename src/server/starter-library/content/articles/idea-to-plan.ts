import { officialLink } from "../html.js";
import type { StarterArticle } from "../types.js";

export default {
  slug: "idea-to-plan",
  title: "From idea to a one-page business plan",
  description: "Turn a business idea into a short, clear plan you can use every month and show to a lender.",
  tags: ["planning", "getting-started", "business-plan"],
  html: `<p>Many people think a business plan is a thick report written for a bank. It does not have to be. A good first plan fits on one page. It helps you think clearly, spot problems early and explain your business in a few minutes. You can add detail later, when a lender or partner asks for it.</p>
<h2>Why write a plan at all?</h2>
<ul>
<li><strong>It tests your idea on paper first.</strong> Mistakes on paper are free. Mistakes after you sign a lease are not.</li>
<li><strong>It keeps you focused.</strong> When you are busy, a plan reminds you what matters most this year.</li>
<li><strong>It helps you get money.</strong> Lenders want to see that you have thought about customers, costs and how you will pay them back.</li>
</ul>
<h2>The one-page plan: eight questions</h2>
<p>Answer each question in two or three sentences. Use plain words, as if you were explaining it to a friend.</p>
<ol>
<li><strong>What do you sell?</strong> Describe the product or service, not the dream. "Home-cooked Salvadoran lunches delivered to offices downtown" is clearer than "great food for everyone".</li>
<li><strong>Who buys it?</strong> Name your main customer group. Who are they, where are they, and what problem do you solve for them?</li>
<li><strong>Why you?</strong> What makes a customer choose you over others: price, quality, speed, location, language, trust?</li>
<li><strong>How will customers find you?</strong> List the two or three ways you will reach them first, such as word of mouth, a market stall or a social media page.</li>
<li><strong>What will it cost to start?</strong> List equipment, supplies, deposits, licenses and your first month of costs.</li>
<li><strong>What will it cost each month?</strong> Rent, insurance, phone, supplies, transport and your own pay.</li>
<li><strong>How much will you sell?</strong> Estimate sales for each of the first 12 months. Be honest: most new businesses start slower than the owner hopes.</li>
<li><strong>What are your goals?</strong> Write two or three goals for this year with a number and a date.</li>
</ol>
<h2>A short example</h2>
<blockquote><p>Rosa sells custom cakes from a licensed home kitchen. Her customers are families within 10 miles who want a cake for a birthday or a quinceañera. They choose her for her designs and because she speaks Spanish and English. She finds customers through church groups, a Facebook page and referrals. Starting costs are $2,400 for a mixer, pans, a display case and her permit. Monthly costs are about $650 plus ingredients. She expects to sell 20 cakes a month at first and 40 by December, at an average price of $85. Her goal is to pay herself $1,500 a month by the end of the year.</p></blockquote>
<p>In one paragraph, a lender or coach already knows what Rosa does, who she serves, what she needs and whether the numbers could work.</p>
<h2>Check your numbers</h2>
<p>Once you have your monthly sales and costs, do a quick test. Take your expected sales for a normal month, subtract the cost of what you sell (ingredients, materials), then subtract your monthly costs. Is anything left? If not, something has to change: price, costs or how much you sell. It is much better to learn this now.</p>
<h2>Keep it alive</h2>
<ul>
<li>Put the plan where you will see it.</li>
<li>Once a month, compare what really happened with what you planned.</li>
<li>Update the plan when something big changes: a new product, a new location, a loan.</li>
</ul>
<p>In Compass you can build your plan step by step in the business plan tool, and turn your sales and cost estimates into a 12-month cash-flow projection. Your coach can review both with you.</p>
<h2>Where to get free help</h2>
<p>Your coach is the first place to ask. The U.S. Small Business Administration also has free planning guides and a directory of local advisers at ${officialLink("https://www.sba.gov/", "sba.gov")}.</p>`,
} satisfies StarterArticle;
