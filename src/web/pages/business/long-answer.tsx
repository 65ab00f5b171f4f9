/**
 * One long answer of the plan: the question, what a loan officer looks for (guidance), a textarea
 * that grows with the answer, and its length against the 10,000-character limit.
 */
import { Stack, Text, Textarea } from "@mantine/core";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LONG_ANSWER_MAX } from "../../../shared/business-plan";
import { fieldDomId, LONG_ANSWER_PATH, type LongAnswer } from "./plan-form";
import "../../i18n/en/my-business";
import { numberFormat } from "../../i18n/formats";

export const LongAnswerField = memo(function LongAnswerField(props: {
  field: LongAnswer;
  value: string;
  error: string | undefined;
  onChange: (field: LongAnswer, value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const number = useMemo(() => numberFormat(i18n.language), [i18n.language]);
  const length = [...props.value].length;
  const over = length > LONG_ANSWER_MAX;
  const id = fieldDomId(LONG_ANSWER_PATH[props.field]);
  return (
    <Stack gap={2}>
      <Textarea
        id={id}
        label={t(`myBusiness.plan.fields.${props.field}`)}
        description={t(`myBusiness.plan.guidance.${props.field}`)}
        value={props.value}
        onChange={(event) => props.onChange(props.field, event.currentTarget.value)}
        error={props.error}
        autosize
        minRows={3}
        maxRows={14}
        data-path={LONG_ANSWER_PATH[props.field]}
      />
      <Text size="xs" ta="right" c={over ? "red.8" : "dimmed"} fw={over ? 600 : undefined} data-testid={`${id}-count`}>
        {t("myBusiness.plan.count", { n: number.format(length), max: number.format(LONG_ANSWER_MAX) })}
      </Text>
    </Stack>
  );
});
