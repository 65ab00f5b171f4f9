/**
 * English strings of the funder's code lists (issue #40; ADR 0040): SBA's counseling areas and
 * session types, shared by the TA session form and the class editor (each module that uses them
 * imports this file; src/web/i18n/language.ts). Keys are the proto enums' numbers.
 */
import { addArea } from "../language";

const counseling = {
  counseling: {
    area: {
      0: "Not chosen",
      1: "Business accounting / budget",
      2: "Business financial / cash flow",
      3: "Business financing / capital sources",
      4: "Business operations / management",
      5: "Business plan",
      6: "Business start-up / preplanning",
      7: "Buying or selling a business",
      8: "Credit counseling",
      9: "Customer relations",
      10: "Cyber security / cyber awareness",
      11: "Disaster planning / recovery",
      12: "E-commerce",
      13: "Franchising",
      14: "Government contracting",
      15: "Human resources / managing employees",
      16: "Intellectual property",
      17: "International trade",
      18: "Legal issues",
      19: "Marketing / sales",
      20: "Tax planning",
      21: "Technology",
      22: "Other",
    },
    sessionType: { 0: "Not chosen", 1: "Face to face", 2: "Online", 3: "Telephone", 4: "Preparation only", 5: "Training", 6: "Update only" },
    language: { none: "Not chosen", other: "Other" },
  },
};

addArea("counseling", counseling);
export default counseling;
