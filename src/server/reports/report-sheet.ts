/**
 * How every XLSX report's sheet is set up (ta-report.ts, user-activity.ts): made by Compass at the
 * report's time; the header row frozen; printed landscape, one page wide, with the report's title
 * on the left of the page header and "Page n of m" on the right.
 */
import type ExcelJS from "exceljs";

export interface ReportMeta {
  title: string;
  generatedAt: Date;
}

type AnyWorkbook = ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter;

export function reportSheet(workbook: AnyWorkbook, name: string, meta: ReportMeta): ExcelJS.Worksheet {
  workbook.creator = "Compass";
  workbook.created = meta.generatedAt;
  return workbook.addWorksheet(name, {
    views: [{ state: "frozen", ySplit: 1 }],
    pageSetup: { orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    headerFooter: { oddHeader: `&L${meta.title.replace(/&/g, "&&")}&RPage &P of &N` },
  });
}
