/**
 * The fields an admin edits one at a time and whose history the 'History for <field>' dialog
 * lists (spec 2 'Lender create/edit form'), as one table per record: lender-fields.ts and
 * product-fields.ts. Written as `column_name: [label, kind]`, the column name being the
 * history's field name (record-changes.ts writes it) and the form's key its camelCase (or the
 * third item, where the form names it otherwise). Kinds tell the dialog which input to show
 * and the server how to read the value (field-value.ts).
 */

/** The form's key of a column name: 'zip_code' → 'zipCode'. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

type Row = readonly [label: string, kind: string, key?: string];

/** One field: `field` the column name, `key` the form's field, `label` the form's label. */
export type EditableFieldOf<T extends Record<string, Row>> = {
  [F in keyof T & string]: {
    field: F;
    key: T[F][2] extends string ? T[F][2] : CamelCase<F>;
    label: T[F][0];
    kind: T[F][1];
  };
}[keyof T & string];

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The table's specs in order, their names (for z.enum), the spec of a name, its label. */
export function editableFields<const T extends Record<string, Row>>(table: T) {
  type Spec = EditableFieldOf<T>;
  const fields = Object.entries(table).map(
    ([field, [label, kind, key]]) => ({ field, key: key ?? camelCase(field), label, kind }) as Spec,
  );
  const find = (field: string): Spec | undefined => fields.find((f) => f.field === field);
  return {
    fields: fields as readonly Spec[],
    names: fields.map((f) => f.field) as [Spec["field"], ...Spec["field"][]],
    /** The spec of a field name, or undefined for a name not editable one at a time. */
    find,
    /** The label shown for a history field name; an unknown name shows with spaces. */
    label: (field: string): string => find(field)?.label ?? field.replaceAll("_", " "),
  };
}
