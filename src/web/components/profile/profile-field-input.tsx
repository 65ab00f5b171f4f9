/**
 * One profile field's input, as the questionnaire (/welcome) and an administrator's profile editor
 * (/admin/manage-user) both draw it: the input kind from the field's definition (choices from its
 * enum, yes/no, long text, date, phone, numbers, ZIP code, state), spanning the grid's width when
 * asked. `autofill` lets the browser fill the person's own details (/welcome); an administrator
 * editing someone else's profile gets none ("off"), so their own details are never offered.
 */
import { Select, Textarea, TextInput } from "@mantine/core";
import type { GenEnum } from "@bufbuild/protobuf/codegenv2";
import { useTranslation } from "react-i18next";
import { enumChoices } from "./profile-form";

export interface ProfileFieldSpec {
  name: string;
  /** text, phone, date, whole, amount, select, yesno, bool (yes/no that cannot be cleared), textarea, state, zip. */
  kind: string;
  enum?: GenEnum<number>;
}

/** What the browser may autofill in the person's own profile (by field name). */
const AUTOCOMPLETE: Partial<Record<string, string>> = {
  firstName: "given-name",
  middleName: "additional-name",
  lastName: "family-name",
  address1: "address-line1",
  address2: "address-line2",
  city: "address-level2",
  businessName: "organization",
};

export interface ProfileFieldInputProps {
  field: ProfileFieldSpec;
  /** Label, required marks and the form's input props. */
  common: Record<string, unknown>;
  fullWidth: boolean;
  /** The label of one of a select's choices (an enum value name). */
  choiceLabel: (name: string) => string;
  autofill: boolean;
  textareaMinRows?: number;
}

export function ProfileFieldInput({ field, common, fullWidth, choiceLabel, autofill, textareaMinRows = 3 }: ProfileFieldInputProps) {
  const { t } = useTranslation();
  const props = { ...common, ...(fullWidth ? { style: { gridColumn: "1 / -1" } } : {}) };
  const auto = (value: string | undefined) => (autofill ? value : "off");
  switch (field.kind) {
    case "select":
      return (
        <Select
          {...props}
          data={enumChoices(field.enum!).map((name) => ({ value: name, label: choiceLabel(name) }))}
          placeholder={t("welcome.choose")}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      );
    case "yesno":
    case "bool":
      return (
        <Select
          {...props}
          data={[
            { value: "true", label: t("welcome.yes") },
            { value: "false", label: t("welcome.no") },
          ]}
          placeholder={t("welcome.choose")}
          clearable={field.kind === "yesno"}
          allowDeselect={field.kind === "yesno"}
        />
      );
    case "textarea":
      return <Textarea {...props} autosize minRows={textareaMinRows} maxRows={8} />;
    case "date":
      return <TextInput {...props} type="date" />;
    case "phone":
      return <TextInput {...props} type="tel" autoComplete={auto(field.name === "phoneNumber" ? "tel" : "off")} />;
    case "whole":
      return <TextInput {...props} inputMode="numeric" />;
    case "amount":
      return <TextInput {...props} inputMode="decimal" />;
    case "zip":
      return <TextInput {...props} inputMode="numeric" autoComplete={auto("postal-code")} />;
    case "state":
      return <TextInput {...props} maxLength={2} autoComplete={auto("address-level1")} description={t("welcome.stateHint")} />;
    default:
      return <TextInput {...props} autoComplete={auto(AUTOCOMPLETE[field.name] ?? "off")} />;
  }
}
