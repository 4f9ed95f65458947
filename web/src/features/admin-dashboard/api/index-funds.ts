/** The index funds (spec 002 §2 data, Index Funds tab) and their history upload (§5, §7). */
import { getJson, postForm } from '@/lib/admin-http';

export interface IndexFund {
  id: number;
  ric: string;
  name: string;
  issuer_name: string;
  description: string;
}

export interface IndexFundUpload {
  imported: number;
  funds: string[];
}

export function fetchIndexFunds(): Promise<IndexFund[]> {
  return getJson('/api/admin/fetch_index_funds/');
}

/** Multipart, the file in the field the spec names `news_file`. */
export function uploadIndexFundHistory(file: File): Promise<IndexFundUpload> {
  const form = new FormData();
  form.set('news_file', file);
  return postForm('/api/admin/upload_index_fund_history/', form);
}
