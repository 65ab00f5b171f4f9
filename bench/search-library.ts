/**
 * A learning library at scale for bench/search.ts: `contents` learning contents (four in five in
 * English, one in five in Spanish with its accents; realistic titles, ~2 KB article bodies, tags,
 * descriptions; one in ten a YouTube video without a body) and `modules` learning modules, written
 * straight into a Compass database by multi-row INSERTs, then VACUUM ANALYZE. Titles repeat the
 * same few dozen topics, so common words ("cash", "plan", "crédito") match thousands of items, as
 * they would in a real library grown over years.
 */
import pg from "pg";
import { englishTitle, example, figuresTable, pick, READ_MORE, SENTENCES, TAGS, TOPICS } from "./seed-helpers.js";

const TOPICS_ES = [
  "el flujo de caja", "los precios", "la contabilidad", "la nómina", "el crédito comercial", "tu primer préstamo",
  "un plan de negocios", "el inventario", "la mercadotecnia", "los impuestos trimestrales", "la atención al cliente",
  "los proveedores", "el seguro", "los contratos", "el punto de equilibrio", "las solicitudes de subvención",
];
const FORMS_ES = ["Guía básica sobre", "Cinco errores comunes con", "Cómo planificar", "Qué buscan los prestamistas en", "Lista de control para", "Caso práctico:"];

const SENTENCES_ES = [
  "La mayoría de los dueños que se quedan sin efectivo tienen ganancias en papel: el dinero simplemente llega tarde.",
  "Anote cada gasto del negocio en un mes normal antes de decidir cuánto cobrar; el alquiler y el préstamo no esperan.",
  "Un prestamista revisa sus estados de cuenta buscando patrones, así que un historial constante de depósitos importa más que una buena temporada.",
  "Separe las cuentas personales y las del negocio desde el primer día; ahorra horas en la época de impuestos.",
  "Los clientes que regresan cuestan mucho menos que los nuevos, y una nota breve después de la compra suele bastar.",
  "Fije el precio a partir de sus costos y luego compare con el mercado: si los números están lejos, el plan necesita un cambio.",
  "Su asesor puede revisar los números con usted; traiga los estados del año pasado y las tres decisiones que está considerando.",
  "Lleve la cuenta de los días entre enviar una factura y recibir el pago; cuando ese número crece, se acercan problemas de liquidez.",
];
const TAGS_ES = ["crédito", "préstamos", "impuestos", "ventas", "planificación", "español"];

/** An article body of about 2 KB in the sanitiser's allowlist (headings, paragraphs, a list, a table, a link). */
function articleHtml(i: number, title: string, spanish: boolean): string {
  const says = spanish ? SENTENCES_ES : SENTENCES;
  const para = (k: number) => `<p>${[0, 1, 2].map((j) => pick(says, i * 7 + k * 3 + j)).join(" ")} ${example(i, k)}</p>`;
  return [
    `<h2>${title}</h2>`,
    para(0),
    `<h3>${spanish ? "Paso a paso" : "Step by step"}</h3>`,
    `<ol><li>${pick(says, i + 1)}</li><li>${pick(says, i + 4)}</li><li>${example(i, 2)}</li></ol>`,
    para(1),
    figuresTable(i),
    `<blockquote><p>${pick(says, i + 5)} &amp; ${pick(says, i + 6)}</p></blockquote>`,
    READ_MORE,
  ].join("");
}

interface Row {
  title: string;
  minutes: number;
  type: "ARTICLE" | "YOUTUBE_VIDEO";
  html: string;
  description: string;
  tags: string[];
}

function contentRow(i: number): Row {
  const spanish = i % 5 === 4;
  const round = Math.floor(i / 5);
  const title = spanish
    ? `${pick(FORMS_ES, round)} ${pick(TOPICS_ES, Math.floor(round / FORMS_ES.length))} (${Math.floor(round / (FORMS_ES.length * TOPICS_ES.length)) + 1})`
    : englishTitle(i);
  const video = i % 10 === 9;
  return {
    title,
    minutes: 3 + (i % 20),
    type: video ? "YOUTUBE_VIDEO" : "ARTICLE",
    html: video ? "" : articleHtml(i, title, spanish),
    description: pick(spanish ? SENTENCES_ES : SENTENCES, i + 3),
    tags: spanish ? [pick(TAGS_ES, i), pick(TAGS, i + 5)] : [pick(TAGS, i), pick(TAGS, i + 5), ...(i % 3 === 0 ? [pick(TAGS, i + 11)] : [])],
  };
}

function moduleRow(i: number): Row {
  const spanish = i % 5 === 4;
  const title = spanish ? `Módulo: ${pick(TOPICS_ES, i)} paso a paso (${Math.floor(i / TOPICS_ES.length) + 1})` : `Module: ${pick(TOPICS, i)} from start to finish (${Math.floor(i / TOPICS.length) + 1})`;
  return {
    title,
    minutes: 0,
    type: "ARTICLE",
    html: `<p>${pick(spanish ? SENTENCES_ES : SENTENCES, i)}</p><p>${pick(spanish ? SENTENCES_ES : SENTENCES, i + 2)}</p>`,
    description: pick(spanish ? SENTENCES_ES : SENTENCES, i + 1),
    tags: [pick(spanish ? TAGS_ES : TAGS, i), "module"],
  };
}

/** A few items every run has, so answers can be checked: a title, and a word found once, in one body. */
export const KNOWN = { exactTitle: "Cash flow", bodyOnlyTitle: "Counting the days", bodyOnlyWord: "zanzibarian" } as const;

export interface SeededLibrary {
  contents: number;
  modules: number;
  bodyBytes: number;
}

/** Writes the library (the KNOWN items among it) into the database at `dbUrl`. */
export async function seedSearchLibrary(dbUrl: string, counts: { contents: number; modules: number }): Promise<SeededLibrary> {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  try {
    const start = Date.now() - counts.contents * 60_000;
    let bodyBytes = 0;
    const known: Row[] = [
      { title: KNOWN.exactTitle, minutes: 5, type: "ARTICLE", html: "<p>The short version.</p>", description: "Money in, money out.", tags: ["cashflow"] },
      { title: KNOWN.bodyOnlyTitle, minutes: 5, type: "ARTICLE", html: `<p>A word found nowhere else: ${KNOWN.bodyOnlyWord}.</p>`, description: "", tags: [] },
    ];
    const total = counts.contents;
    for (let from = 0; from < total; from += 500) {
      const rows = Array.from({ length: Math.min(500, total - from) }, (_, k) => contentRow(from + k));
      if (from === 0) rows.splice(0, known.length, ...known);
      const params: unknown[] = [];
      const values = rows.map((r, k) => {
        bodyBytes += Buffer.byteLength(r.html);
        params.push(r.title, r.minutes, r.type, r.html, r.description, r.tags, new Date(start + (from + k) * 60_000));
        const n = params.length;
        return `($${n - 6}, $${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}::text[], $${n}, $${n})`;
      });
      await pool.query(
        `insert into learning_contents (title, estimated_minutes, content_type, html_body, description, tags, created_at, updated_at) values ${values.join(", ")}`,
        params,
      );
    }
    for (let from = 0; from < counts.modules; from += 500) {
      const rows = Array.from({ length: Math.min(500, counts.modules - from) }, (_, k) => moduleRow(from + k));
      const params: unknown[] = [];
      const values = rows.map((r) => {
        params.push(r.title, r.html, r.description, r.tags);
        const n = params.length;
        return `($${n - 3}, $${n - 2}, $${n - 1}, $${n}::text[])`;
      });
      await pool.query(`insert into learning_modules (title, html_body, description, tags) values ${values.join(", ")}`, params);
    }
    await pool.query("vacuum analyze learning_contents");
    await pool.query("vacuum analyze learning_modules");
    return { contents: total, modules: counts.modules, bodyBytes };
  } finally {
    await pool.end();
  }
}
