import { Table, VisuallyHidden } from '@mantine/core';

/**
 * A chart's numbers as a table that screen readers read in place of the drawing (issue 32):
 * the chart itself is hidden from them.
 */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { label: string; values: (string | number)[] }[];
}) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={`${row.label}-${index}`}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {row.values.map((value, column) => (
                <Table.Td key={column}>{value}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
