/**
 * The library's search box (issue #10 §3): suggestions while typing (debounced; a newer query
 * replaces an older one, whose request is cancelled), a suggestion opens its module or lesson, and
 * Enter opens the results page /discover/search/:term. Queries of only punctuation suggest nothing;
 * over 200 characters the box says so instead of sending them.
 */
import { Autocomplete } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pathFor } from "../../../shared/routes";
import { NO_CATEGORY } from "./library-meta";
import { QUERY_MAX, searchable } from "./search-query";
import { useSearchHits, type Hit } from "./search-hits";
import { libraryName } from "./library-name";

const hitPath = (hit: Hit) => (hit.kind === "module" ? pathFor("module", { cat: NO_CATEGORY, id: hit.item.id }) : pathFor("lesson", { cat: NO_CATEGORY, id: hit.item.id }));

export default function SearchBox(props: { initial?: string; autoFocus?: boolean; maw?: number | string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(props.initial ?? "");
  const [debounced] = useDebouncedValue(value, 300);
  const suggest = debounced.trim().length >= 2 ? debounced : "";
  const { hits } = useSearchHits(suggest, 5);
  const tooLong = [...value.trim()].length > QUERY_MAX;
  const options = suggest === debounced ? hits.map((h) => ({ value: `${h.kind}:${h.item.id}`, label: h.kind === "module" ? libraryName(h.item.title, t) : h.item.title })) : [];

  const openResults = () => {
    const check = searchable(value);
    if (check.ok) void navigate(pathFor("search-results", { term: check.query }));
  };

  return (
    <form
      role="search"
      aria-label={t("search.label")}
      style={{ width: "100%", maxWidth: props.maw }}
      onSubmit={(event) => {
        // Enter without a highlighted suggestion (the combobox takes Enter on one) opens the results.
        event.preventDefault();
        openResults();
      }}
    >
      <Autocomplete
        aria-label={t("search.label")}
        placeholder={t("search.placeholder")}
        value={value}
        onChange={setValue}
        data={options}
        filter={({ options: all }) => all}
        limit={5}
        maxLength={QUERY_MAX + 50}
        error={tooLong ? t("search.tooLong", { max: QUERY_MAX }) : undefined}
        autoFocus={props.autoFocus}
        onOptionSubmit={(picked) => {
          const hit = hits.find((h) => `${h.kind}:${h.item.id}` === picked);
          setValue("");
          if (hit) void navigate(hitPath(hit));
        }}
        comboboxProps={{ withinPortal: true }}
        type="search"
        w="100%"
        data-testid="search-box"
      />
      <button type="submit" className="compass-visually-hidden" tabIndex={-1}>
        {t("search.submit")}
      </button>
    </form>
  );
}
