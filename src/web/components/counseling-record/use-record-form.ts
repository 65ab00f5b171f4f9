/**
 * The state of a counseling-record form (the learner's page and the staff panel): the values, the
 * record as last loaded or saved (what "changed" and "unsaved" compare with), each field's problem
 * and the form's failure. `save` checks the values with the shared rules (focus on the first
 * problem), sends only the changed paths, starts again from the stored record the server returns,
 * and puts a refusal under the field its path names (else above the button).
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { useCallback, useRef, useState, type FormEvent } from "react";
import type { CounselingProfile, CounselingProfileSchema } from "../../../gen/compass/v1/compass_pb";
import { toServerError } from "../form/server-errors";
import { useServerErrorText } from "../form/use-server-form-errors";
import { useRuleMessage } from "../../i18n/rule-messages";
import { changedPaths, fieldOfPath, profileOf, recordProblems, valuesOf, type RecordField, type RecordValues } from "./record-values";

export interface RecordFormOptions {
  /** The record as loaded. */
  profile: CounselingProfile | undefined;
  /** Prefix of the inputs' ids (to focus the first problem). */
  idPrefix: string;
  /** The fields this writer keeps (a coach: no demographics). */
  fields: () => readonly RecordField[];
  /** Whether the consent is the writer's to change (the client). */
  withConsent: boolean;
  /** The text of "please correct the fields marked below". */
  fixProblems: string;
  /** Sends the update; resolves with the record as now stored. */
  send: (profile: MessageInitShape<typeof CounselingProfileSchema>, paths: string[]) => Promise<CounselingProfile | undefined>;
}

export function useRecordForm(options: RecordFormOptions) {
  const ruleMessage = useRuleMessage();
  const errorText = useServerErrorText();
  const [initial, setInitial] = useState<RecordValues>(() => valuesOf(options.profile));
  const [values, setValuesState] = useState<RecordValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<RecordField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  // The guard asks on every navigation: the latest values, without re-subscribing.
  const latest = useRef({ initial, values });
  latest.current = { initial, values };
  const { fields, withConsent } = options;
  const dirty = useCallback(() => changedPaths(latest.current.initial, latest.current.values, fields(), withConsent).length > 0, [fields, withConsent]);

  const setValues = (next: RecordValues) => {
    // A changed field's problem goes with the change.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => (next as unknown as Record<string, unknown>)[f] === (values as unknown as Record<string, unknown>)[f])));
    setValuesState(next);
  };

  const focus = (field: RecordField | null) =>
    requestAnimationFrame(() => {
      const node = field ? document.getElementById(`${options.idPrefix}-${field}`) : null;
      if (node) node.focus();
      else failureRef.current?.focus();
    });

  /** Saves; resolves with "saved", "unchanged" or "refused". */
  const save = async (event?: FormEvent): Promise<"saved" | "unchanged" | "refused"> => {
    event?.preventDefault();
    setFailure(null);
    const problems = recordProblems(values, new Date(), fields());
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, ruleMessage(p.message)])));
      setFailure(options.fixProblems);
      focus(problems[0]!.field);
      return "refused";
    }
    setErrors({});
    const paths = changedPaths(initial, values, fields(), withConsent);
    if (paths.length === 0) return "unchanged";
    setPending(true);
    try {
      const stored = valuesOf(await options.send(profileOf(values), paths));
      setInitial(stored);
      setValuesState(stored);
      return "saved";
    } catch (error) {
      const e = toServerError(error);
      const field = fieldOfPath(e.path);
      const text = errorText(error);
      if (field && fields().includes(field)) {
        setErrors({ [field]: text });
        setFailure(options.fixProblems);
        focus(field);
      } else {
        setFailure(text);
        focus(null);
      }
      return "refused";
    } finally {
      setPending(false);
    }
  };

  /** Takes a record stored by another write (consent withdrawn) as the new start, keeping unsaved edits of `keep`. */
  const restart = (profile: CounselingProfile | undefined, keep: readonly RecordField[] = []) => {
    const stored = valuesOf(profile);
    setInitial(stored);
    setValuesState((v) => ({ ...stored, ...Object.fromEntries(keep.map((f) => [f, v[f]])) }));
    setErrors({});
    setFailure(null);
  };

  return { values, setValues, initial, errors, failure, failureRef, pending, dirty, save, restart };
}
