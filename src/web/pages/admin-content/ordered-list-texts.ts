/**
 * The words of each ordered list on the admin content pages (ordered-list.tsx): a module's
 * articles and videos (the module editor and /admin/module-content/:cat say the same), and a
 * category's modules and its articles and videos (/admin/category-content/:cat).
 */
import type { TFunction } from "i18next";
import type { OrderedListTexts } from "./ordered-list";
import "../../i18n/en/admin-content";

export const moduleContentsTexts = (t: TFunction): OrderedListTexts => ({
  heading: t("adminContent.moduleEditor.contents"),
  hint: t("adminContent.moduleEditor.contentsHint"),
  empty: t("adminContent.moduleEditor.noContents"),
  addLabel: t("adminContent.moduleEditor.addLabel"),
  addPlaceholder: t("adminContent.moduleEditor.addPlaceholder"),
  noChoices: t("adminContent.moduleEditor.noChoices"),
  add: t("adminContent.moduleEditor.add"),
  remove: (title) => t("adminContent.moduleEditor.remove", { title }),
  added: (title, position, count) => t("adminContent.moduleEditor.added", { title, position, count }),
  removed: (title) => t("adminContent.moduleEditor.removed", { title }),
});

export const categoryModulesTexts = (t: TFunction): OrderedListTexts => ({
  heading: t("adminContent.categoryContent.modules"),
  hint: t("adminContent.categoryContent.modulesHint"),
  empty: t("adminContent.categoryContent.noModules"),
  addLabel: t("adminContent.categoryContent.addModuleLabel"),
  addPlaceholder: t("adminContent.categoryContent.addPlaceholder"),
  noChoices: t("adminContent.categoryContent.noModuleChoices"),
  add: t("adminContent.categoryContent.addModule"),
  remove: (title) => t("adminContent.categoryContent.remove", { title }),
  added: (title, position, count) => t("adminContent.categoryContent.added", { title, position, count }),
  removed: (title) => t("adminContent.categoryContent.removed", { title }),
});

export const categoryContentsTexts = (t: TFunction): OrderedListTexts => ({
  heading: t("adminContent.categoryContent.contents"),
  hint: t("adminContent.categoryContent.contentsHint"),
  empty: t("adminContent.categoryContent.noContents"),
  addLabel: t("adminContent.categoryContent.addContentLabel"),
  addPlaceholder: t("adminContent.categoryContent.addPlaceholder"),
  noChoices: t("adminContent.categoryContent.noContentChoices"),
  add: t("adminContent.categoryContent.addContent"),
  remove: (title) => t("adminContent.categoryContent.remove", { title }),
  added: (title, position, count) => t("adminContent.categoryContent.added", { title, position, count }),
  removed: (title) => t("adminContent.categoryContent.removed", { title }),
});
