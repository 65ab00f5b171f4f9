/**
 * The one ordered-list editor of the admin content pages (a module's contents, a category's modules
 * and its articles and videos): a titled section with its items in order, each with a drag handle,
 * 'move up' / 'move down' buttons and 'remove', and a searchable field to add an item not in the
 * list yet.
 *
 * Reordering works three ways: dragging the handle with a mouse, a pen or a finger (@dnd-kit's
 * PointerSensor); from the keyboard on the handle (Space or Enter picks the item up, the arrow keys
 * move it, Space or Enter drops it, Escape cancels: @dnd-kit's KeyboardSensor), with @dnd-kit's
 * screen-reader instructions and announcements in our words; and with the arrow buttons, the
 * simplest keyboard path. Button moves, additions and removals are announced in a polite live
 * region; the focus stays on the moved row's button, moves to the next row after a removal (the add
 * field once the list is empty), and to the new row's handle after an addition. See docs/decisions/0012-drag-and-drop-ordering.md.
 *
 * Only the admin content pages import this module, so @dnd-kit is loaded with those pages alone.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type Modifier } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import IconGripVertical from "@tabler/icons-react/dist/esm/icons/IconGripVertical.mjs";
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { addChoices, focusAfterMove, focusAfterRemove, moveItem, moveOnto, positionOf } from "./ordering";
import "../../i18n/en/admin-content";

/** The words of one list (the ones every list shares, e.g. 'Move up', are in adminContent.ordering). */
export interface OrderedListTexts {
  heading: string;
  /** Under the heading: what the order means. */
  hint?: string;
  empty: string;
  addLabel: string;
  addPlaceholder: string;
  noChoices: string;
  /** The add button. */
  add: string;
  /** The remove button's accessible name. */
  remove: (title: string) => string;
  added: (title: string, position: number, count: number) => string;
  removed: (title: string) => string;
}

export interface OrderedListChoice {
  value: string;
  label: string;
}

export interface OrderedListProps {
  /** Prefix of the DOM ids inside (unique on the page), e.g. "module-contents". */
  id: string;
  /** The ids in order. */
  items: readonly string[];
  onChange: (next: string[]) => void;
  /** Every item the list may hold, with its title (the add field offers those not in the list). */
  choices: readonly OrderedListChoice[];
  texts: OrderedListTexts;
  /** The heading's level (2 by default). */
  headingOrder?: 2 | 3;
  /** data-testid of the list, its items, the empty text and the live region (default: derived from `id`). */
  testIds?: Partial<Record<"list" | "item" | "empty" | "announcement", string>>;
}

/** Dragging only moves up and down (nothing slides sideways off a phone's screen). */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const focusById = (id: string) => {
  const node = document.getElementById(id);
  if (node instanceof HTMLElement) node.focus();
};

export function OrderedList(props: OrderedListProps) {
  const { t } = useTranslation();
  const { id, items, onChange, choices, texts } = props;
  const [adding, setAdding] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const pickedUp = useRef(false);
  const titles = new Map(choices.map((c) => [c.value, c.label]));
  const titleOf = (itemId: string) => titles.get(itemId) ?? itemId;
  const testId = (part: "list" | "item" | "empty" | "announcement") => props.testIds?.[part] ?? `${id}-${part}`;
  const headingId = `${id}-heading`;
  const addId = `${id}-add`;

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap or click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const where = (itemId: string | number | undefined) => {
    const position = itemId === undefined ? 0 : positionOf(items, String(itemId));
    return { position, count: items.length };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      pickedUp.current = true;
      return t("adminContent.ordering.pickedUp", { title: titleOf(String(active.id)), ...where(active.id) });
    },
    onDragOver: ({ active, over }) => {
      // A drag starts over the item's own place: saying so would cut the 'picked up' message short.
      const atStart = pickedUp.current && over?.id === active.id;
      pickedUp.current = false;
      if (atStart) return undefined;
      return over
        ? t("adminContent.ordering.over", { title: titleOf(String(active.id)), ...where(over.id) })
        : t("adminContent.ordering.notOver", { title: titleOf(String(active.id)) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t("adminContent.ordering.dropped", { title: titleOf(String(active.id)), ...where(over.id) })
        : t("adminContent.ordering.cancelled", { title: titleOf(String(active.id)), ...where(active.id) }),
    onDragCancel: ({ active }) => t("adminContent.ordering.cancelled", { title: titleOf(String(active.id)), ...where(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveOnto(items, String(active.id), String(over.id)));
  };

  const move = (index: number, by: number) => {
    const itemId = items[index];
    if (itemId === undefined) return;
    const next = moveItem(items, index, by);
    onChange(next);
    const focus = focusAfterMove(index, by, items.length);
    setAnnouncement(t("adminContent.ordering.moved", { title: titleOf(itemId), position: focus.index + 1, count: next.length }));
    requestAnimationFrame(() => focusById(`${id}-${focus.button}-${focus.index}`));
  };

  const remove = (index: number) => {
    const itemId = items[index];
    if (itemId === undefined) return;
    onChange(items.filter((_, i) => i !== index));
    setAnnouncement(texts.removed(titleOf(itemId)));
    const next = focusAfterRemove(index, items.length - 1);
    requestAnimationFrame(() => focusById(next === null ? addId : `${id}-remove-${next}`));
  };

  const add = () => {
    if (!adding || items.includes(adding)) return;
    onChange([...items, adding]);
    setAnnouncement(texts.added(titleOf(adding), items.length + 1, items.length + 1));
    setAdding(null);
    // The new row's handle, ready to move it (the add field comes right after the list).
    requestAnimationFrame(() => focusById(`${id}-handle-${items.length}`));
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={props.headingOrder ?? 2} size="h4" id={headingId}>
        {texts.heading}
      </Title>
      {texts.hint && <Text size="sm">{texts.hint}</Text>}
      <Text role="status" aria-live="polite" size="sm" fw={600} data-testid={testId("announcement")}>
        {announcement}
      </Text>
      {items.length === 0 ? (
        <Text c="dimmed" data-testid={testId("empty")}>
          {texts.empty}
        </Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[verticalOnly]}
          // The list's own region would still hold the last button move's words during a drag.
          onDragStart={() => setAnnouncement("")}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t("adminContent.ordering.instructions") } }}
        >
          <SortableContext items={[...items]} strategy={verticalListSortingStrategy}>
            <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: "none" }} aria-labelledby={headingId} data-testid={testId("list")}>
              {items.map((itemId, index) => (
                <OrderedRow
                  key={itemId}
                  listId={id}
                  itemId={itemId}
                  index={index}
                  count={items.length}
                  title={titleOf(itemId)}
                  removeLabel={texts.remove(titleOf(itemId))}
                  testId={testId("item")}
                  onMove={move}
                  onRemove={remove}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          id={addId}
          label={texts.addLabel}
          placeholder={texts.addPlaceholder}
          data={addChoices(choices, items)}
          value={adding}
          onChange={setAdding}
          searchable
          nothingFoundMessage={texts.noChoices}
          comboboxProps={{ withinPortal: true }}
          style={{ flex: "1 1 220px", minWidth: 0 }}
        />
        <Button variant="light" onClick={add} disabled={!adding}>
          {texts.add}
        </Button>
      </Group>
    </Stack>
  );
}

interface OrderedRowProps {
  listId: string;
  itemId: string;
  index: number;
  count: number;
  title: string;
  removeLabel: string;
  testId: string;
  onMove: (index: number, by: number) => void;
  onRemove: (index: number) => void;
}

function OrderedRow(props: OrderedRowProps) {
  const { t } = useTranslation();
  const { listId, itemId, index, count, title } = props;
  const sortable = useSortable({ id: itemId, attributes: { roleDescription: t("adminContent.ordering.roleDescription") } });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: "relative",
    zIndex: sortable.isDragging ? 2 : undefined,
  };
  return (
    <Paper
      component="li"
      ref={sortable.setNodeRef}
      style={style}
      withBorder
      radius="md"
      p="xs"
      shadow={sortable.isDragging ? "md" : undefined}
      data-testid={props.testId}
      data-item-id={itemId}
      data-dragging={sortable.isDragging || undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon
            ref={sortable.setActivatorNodeRef}
            id={`${listId}-handle-${index}`}
            variant="subtle"
            color="gray.8"
            size="lg"
            aria-label={t("adminContent.ordering.drag", { title })}
            data-drag-handle
            style={{ touchAction: "none", cursor: sortable.isDragging ? "grabbing" : "grab", flex: "none" }}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={20} aria-hidden="true" />
          </ActionIcon>
          <Text style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            <span className="compass-visually-hidden">{t("adminContent.ordering.position", { position: index + 1 })} </span>
            {title}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap" style={{ flex: "none" }}>
          <ActionIcon
            id={`${listId}-up-${index}`}
            variant="default"
            size="lg"
            disabled={index === 0}
            aria-label={t("adminContent.ordering.moveUp", { title })}
            onClick={() => props.onMove(index, -1)}
          >
            <span aria-hidden="true">↑</span>
          </ActionIcon>
          <ActionIcon
            id={`${listId}-down-${index}`}
            variant="default"
            size="lg"
            disabled={index === count - 1}
            aria-label={t("adminContent.ordering.moveDown", { title })}
            onClick={() => props.onMove(index, 1)}
          >
            <span aria-hidden="true">↓</span>
          </ActionIcon>
          <ActionIcon id={`${listId}-remove-${index}`} variant="outline" color="red.9" size="lg" aria-label={props.removeLabel} onClick={() => props.onRemove(index)}>
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
