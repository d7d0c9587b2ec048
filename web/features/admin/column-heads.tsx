// The head row of an admin table: one column header per name.
export function ColumnHeads({ names }: { names: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className="border-b border-gray-200 px-2 py-2 font-semibold">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
