import { officialLink } from "../html.js";
import type { StarterArticle } from "../types.js";

export default {
  slug: "licenses-permits-ein",
  title: "Licenses, permits and your EIN",
  description: "Which licenses and permits a small business usually needs, how to find yours, and how to get a free Employer Identification Number.",
  tags: ["legal", "licenses", "ein", "taxes"],
  html: `<p>Almost every business needs some kind of license or permit, and the rules depend on what you do and where you do it. Getting this right early protects you from fines, closures and trouble with a lender later. It is also a good sign to customers that you run a real, trustworthy business.</p>
<h2>The usual list</h2>
<p>Not every business needs all of these, but check each one:</p>
<ul>
<li><strong>General business license.</strong> Many cities and counties require one for any business operating there, including home-based businesses.</li>
<li><strong>Zoning or home occupation permit.</strong> Some areas limit what businesses can run from a home or a given street, or how many customers may visit.</li>
<li><strong>Health permits.</strong> Needed for most food businesses: restaurants, food trucks, caterers, and many home kitchens. Many states have "cottage food" rules for some foods made at home, with limits.</li>
<li><strong>Sales tax registration.</strong> If you sell taxable goods or services, your state may require you to register, collect sales tax and file returns. What is taxable, and how often you file, depends on the state. Check with your state's tax or revenue department.</li>
<li><strong>Professional or trade licenses.</strong> Cosmetology, childcare, contracting, electrical work, real estate and many other trades need a state license.</li>
<li><strong>Business name registration.</strong> If you do business under a name other than your legal name, you may need to register it (often called a DBA, "doing business as").</li>
<li><strong>Building, fire and sign permits.</strong> Often needed when you rent or change a commercial space.</li>
</ul>
<h2>How to find out what you need</h2>
<ol>
<li>Call or visit your city or county business office. Ask: "I want to start a [type of business] at [address]. What licenses and permits do I need?"</li>
<li>Check your state's business website; many states have a "one-stop" page for new businesses.</li>
<li>Ask your local Small Business Development Center or your coach; they know the local offices.</li>
<li>Write down every license, its cost, its renewal date and the office that issued it.</li>
</ol>
<p>Put renewal dates in your calendar. Many licenses must be renewed every year, and a lapsed license can stop a loan or a contract.</p>
<h2>Your EIN (Employer Identification Number)</h2>
<p>An EIN is a nine-digit number the IRS gives a business, a little like a Social Security number for the business. It is <strong>free</strong>. You can apply online at ${officialLink("https://www.irs.gov/", "irs.gov")} and, in most cases, get the number the same day.</p>
<p>You generally need an EIN if you:</p>
<ul>
<li>hire employees;</li>
<li>run the business as a partnership or a corporation;</li>
<li>have an LLC with more than one owner, or an LLC that chose to be taxed as a corporation;</li>
<li>file certain federal tax returns, such as payroll (employment) tax returns.</li>
</ul>
<p>A sole proprietor with no employees can often use their Social Security number instead. Many still get an EIN, so they do not have to give their Social Security number to every client who pays them. Banks often ask for an EIN to open a business account.</p>
<blockquote><p><strong>Watch out:</strong> some websites charge a fee to "help" you get an EIN. The IRS does not charge anything. Apply directly on the IRS website.</p></blockquote>
<h2>Keep a "business documents" folder</h2>
<p>Keep copies of your licenses, permits, EIN letter, registration papers and insurance policies in one folder, on paper and as photos or scans. When you apply for a loan or a contract, you will be asked for them, and having them ready saves days.</p>`,
} satisfies StarterArticle;
