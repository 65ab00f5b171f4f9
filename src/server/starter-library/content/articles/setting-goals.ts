import type { StarterArticle } from "../types.js";

export default {
  slug: "setting-goals",
  title: "Setting business goals you can actually track",
  description: "Write a few clear goals with numbers and dates, break them into monthly steps, and check them often.",
  tags: ["planning", "goals", "getting-started"],
  html: `<p>"Grow the business" is a wish, not a goal. A goal tells you exactly what you want, by when, and how you will know you got there. Clear goals help you decide how to spend your time and money, and they give your coach and your lender something concrete to talk about with you.</p>
<h2>What a good goal looks like</h2>
<p>A useful business goal has four parts:</p>
<ul>
<li><strong>A number.</strong> Sales, customers, profit, savings, hours.</li>
<li><strong>A date.</strong> "By June 30" or "every month this year".</li>
<li><strong>Your control.</strong> You can take steps to make it happen.</li>
<li><strong>A reason.</strong> It matters to you and to the business.</li>
</ul>
<table>
<thead><tr><th>Vague</th><th>Clear</th></tr></thead>
<tbody>
<tr><td>Get more customers</td><td>Have 30 regular weekly customers by September 30</td></tr>
<tr><td>Make more money</td><td>Raise average monthly sales from $6,000 to $8,000 by December</td></tr>
<tr><td>Save for emergencies</td><td>Save $3,000 in a business savings account by the end of the year</td></tr>
<tr><td>Get organized</td><td>Record every sale and expense each Friday, starting this week</td></tr>
</tbody>
</table>
<h2>Choose only a few</h2>
<p>Pick two or three goals for the year. More than that, and none of them get real attention. A simple mix works well:</p>
<ol>
<li>One <strong>money goal</strong> (sales, profit or your own pay).</li>
<li>One <strong>customer goal</strong> (new customers, repeat customers, reviews).</li>
<li>One <strong>business health goal</strong> (savings, bookkeeping, paying down debt, a better credit score).</li>
</ol>
<h2>Break each goal into steps</h2>
<p>A big goal becomes manageable when you divide it by month or week. Example: a food vendor wants to raise monthly sales from $6,000 to $8,000 over eight months. That is $2,000 more, or about $250 more each month than the month before. Ways to get there:</p>
<ul>
<li>Add one new event or market day each month (about $300 in extra sales each time).</li>
<li>Add a drink to every combo meal for $1.50 more.</li>
<li>Start taking catering orders for offices.</li>
</ul>
<p>Now the goal has actions you can put on a calendar.</p>
<h2>Track it where you will see it</h2>
<ul>
<li>Write your goals on one page: in your notebook, on your phone or on the wall.</li>
<li>Pick a fixed time each month, for example the first Monday, to check your numbers.</li>
<li>Write down the real number next to the goal. Are you ahead, on track or behind?</li>
</ul>
<h2>When you fall behind</h2>
<p>Missing a monthly target is normal. What matters is what you do next. Ask:</p>
<ol>
<li>What happened? (Weather, a lost customer, a price change, less time to work on it.)</li>
<li>Was the goal realistic? If not, change it and write down why.</li>
<li>What one thing can I do differently this month?</li>
</ol>
<p>Share your goals with your coach. A short monthly check-in with someone else makes it much more likely that you will keep going. When you reach a goal, notice it, celebrate it, and set the next one.</p>`,
} satisfies StarterArticle;
