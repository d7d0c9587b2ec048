// The head row of an admin table: one column header per name, and an empty cell over a last column of
// row actions (its buttons name themselves).
export function ColumnHeads({ names, actions = false }: { names: string[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className="border-b border-gray-200 px-2 py-2 font-semibold">
            {name}
          </th>
        ))}
        {actions && <td className="border-b border-gray-200" />}
      </tr>
    </thead>
  );
}
