import type { StarterArticle } from "../types.js";

export default {
  slug: "how-lenders-decide",
  title: "How lenders decide: the five Cs of credit",
  description: "What a loan officer looks at when you apply: character, capacity, capital, collateral and conditions, and how to strengthen each.",
  tags: ["loans", "credit", "lending"],
  html: `<p>When you apply for a business loan, the lender is trying to answer one main question: <strong>"If we lend this money, will it be paid back on time?"</strong> Most lenders think about it in five parts, often called the five Cs of credit. Knowing them helps you prepare, and helps you understand a "no" or a "not yet".</p>
<h2>1. Character</h2>
<p>Do you have a history of keeping your promises? Lenders look at your credit report and score, how you have handled past loans and bills, your experience in this kind of business, and how well you know your own numbers. Community lenders often also value references and your standing in the community, and will listen to the story behind a past problem.</p>
<p><strong>How to strengthen it:</strong> pay every bill on time, check your credit report for errors, be honest about past problems, and show that you understand your business.</p>
<h2>2. Capacity</h2>
<p>Can the business afford the payments? This is often the most important C. The lender compares the cash your business brings in with the payments it already makes, plus the new loan's payment.</p>
<p>Many lenders use a <strong>debt service coverage ratio</strong>: cash available to pay debt ÷ total debt payments. Example: if your business has $1,500 a month left after all costs and your own pay, and your loan payments would total $1,000 a month, the ratio is 1.5. Many lenders like to see something in the range of 1.25 or more, so there is room for a bad month, but each lender sets its own rules.</p>
<p><strong>How to strengthen it:</strong> keep good records, prepare a realistic cash-flow projection, and borrow an amount the business can comfortably repay.</p>
<h2>3. Capital</h2>
<p>How much of your own money or resources have you put into the business? Owners who have invested their own savings, equipment or work ("skin in the game") are seen as more committed, and the business has more cushion.</p>
<p><strong>How to strengthen it:</strong> keep track of what you have invested, and save toward a down payment or contribution if the lender asks for one.</p>
<h2>4. Collateral</h2>
<p>What could the lender recover if the loan is not repaid? Collateral can be equipment, vehicles, inventory, property or savings. Many lenders also ask owners to sign a <strong>personal guarantee</strong>, which means you personally promise to repay if the business cannot.</p>
<p>Not having much collateral does not always mean no. Community lenders and microlenders often make smaller loans based more on character and capacity.</p>
<p><strong>How to strengthen it:</strong> make a list of business assets and their approximate value, and read every guarantee carefully before you sign.</p>
<h2>5. Conditions</h2>
<p>What is the loan for, and what is happening around your business? Lenders consider the purpose of the loan (buying equipment that increases sales is easier to approve than covering past losses), the amount, the state of your industry and local economy, and anything that could affect your sales.</p>
<p><strong>How to strengthen it:</strong> explain clearly what you will use the money for and how it will help the business earn enough to repay.</p>
<h2>What to do if you hear "not yet"</h2>
<ul>
<li>Ask politely which of the five Cs was the main concern.</li>
<li>Ask what would need to change for the lender to say yes.</li>
<li>Make a plan with your coach: improve your credit, build a few months of records, save a contribution, or start with a smaller loan.</li>
</ul>
<p>Many successful borrowers were turned down the first time. A clear "what to fix" is valuable information.</p>`,
} satisfies StarterArticle;
