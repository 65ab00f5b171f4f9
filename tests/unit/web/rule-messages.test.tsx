// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { create } from "@bufbuild/protobuf";
import { afterEach, describe, expect, it } from "vitest";
import { BusinessPlanSchema, type PriceLevel } from "../../../src/gen/compass/v1/compass_pb";
import { businessPlanProblems } from "../../../src/shared/business-plan";
import { RULE_MESSAGES_ES } from "../../../src/shared/rule-messages-es";
import i18n from "../../../src/web/i18n";
import { loadRuleMessages, ruleMessage, useRuleMessage } from "../../../src/web/i18n/rule-messages";
import { renderWithApp } from "./render";

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage("en"));
});

function Problem({ message }: { message: string }) {
  const text = useRuleMessage();
  return <p>{text(message)}</p>;
}

const competitorWithoutName = create(BusinessPlanSchema, { competitors: [{ productServiceName: "Tamales", priceLevel: 9 as PriceLevel }] });

describe("the shared rules' problems in the reader's language (issue #16)", () => {
  it("words a problem the plan's rules find in Spanish, with its values, once the catalogue is loaded", async () => {
    const problems = businessPlanProblems(competitorWithoutName, new Date("2026-11-01T00:00:00Z"));
    expect(problems.map((p) => p.message)).toEqual(["name the competitor.", "choose inexpensive, competitive or expensive."]);
    await loadRuleMessages("es");
    expect(problems.map((p) => ruleMessage(p.message, "es"))).toEqual([RULE_MESSAGES_ES["name the competitor."], RULE_MESSAGES_ES["choose inexpensive, competitive or expensive."]]);
    expect(ruleMessage("give miles from 0 to 2,000.", "es")).toBe("indique millas entre 0 y 2,000.");
    expect(ruleMessage("name the competitor.", "en")).toBe("name the competitor.");
    expect(ruleMessage("a message no rule writes.", "es")).toBe("a message no rule writes.");
  });

  it("shows English as written, and Spanish as a sentence when the page is in Spanish", async () => {
    renderWithApp(<Problem message="name the competitor." />);
    expect(screen.getByText("Name the competitor.")).toBeTruthy();
    await act(() => i18n.changeLanguage("es"));
    expect(await screen.findByText("Escriba el nombre del competidor.")).toBeTruthy();
  });
});
