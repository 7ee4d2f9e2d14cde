import { useMutation } from '@tanstack/react-query';
import { accountCalls, accountExportFileName } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Everything the signed-in person gave (decision 029). */
export function exportAccount() {
  return call(accountCalls.exportData);
}

/** Downloads the export as the JSON file the server names; answers the file's name. */
export function useExportAccount(userId: number) {
  return useMutation({
    mutationFn: async () => {
      const data = await exportAccount();
      const fileName = accountExportFileName(userId, data.exported_at);
      const json = JSON.stringify(data, null, 2);
      saveFile(new Blob([json], { type: 'application/json' }), fileName);
      return fileName;
    },
  });
}
