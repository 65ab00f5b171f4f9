/**
 * The classes area's reads and writes. `useAllClasses` reads every class: ListClasses is paged (at
 * most 500 a page), so it follows next_page_token to the end (classes are few; fine for now).
 * After a change, `invalidateClasses` refreshes this area's reads and the home page's list.
 */
import { callUnaryMethod, createConnectQueryKey, useMutation, useQuery, useTransport } from "@connectrpc/connect-query";
import { Code, ConnectError } from "@connectrpc/connect";
import { useQuery as useTanstackQuery, type QueryClient } from "@tanstack/react-query";
import { CompassService, type Class, type ListClassesResponse } from "../../../gen/compass/v1/compass_pb";

const method = CompassService.method;
/** The most ListClasses gives in one page. */
export const CLASSES_PAGE_SIZE = 500;
/** A bound on the pages read, against a server that never ends its list. */
const MAX_PAGES = 200;
export const ALL_CLASSES_KEY = ["compass", "classes", "all"] as const;

/** Every page of a paged list, first to last: `page(token)` reads one; stops at an empty or repeated token. */
export async function readAllClasses(page: (pageToken: string) => Promise<ListClassesResponse>): Promise<Class[]> {
  const classes: Class[] = [];
  const seen = new Set<string>();
  let token = "";
  for (let i = 0; i < MAX_PAGES; i++) {
    const response = await page(token);
    classes.push(...response.classes);
    const next = response.pageResponse?.nextPageToken ?? "";
    if (next === "" || seen.has(next)) break;
    seen.add(next);
    token = next;
  }
  return classes;
}

/** Every class, in the API's order (date, time, then id). */
export function useAllClasses() {
  const transport = useTransport();
  return useTanstackQuery<Class[]>({
    queryKey: ALL_CLASSES_KEY,
    queryFn: ({ signal }) =>
      readAllClasses((pageToken) => callUnaryMethod(transport, method.listClasses, { pageRequest: { pageSize: CLASSES_PAGE_SIZE, pageToken } }, { signal })),
    staleTime: 30_000,
  });
}

const notFound = (error: unknown) => ConnectError.from(error).code === Code.NotFound;

/** One class (the editor's), not retried when it does not exist. */
export function useClass(id: string | null) {
  return useQuery(method.getClass, { classId: id ?? "" }, { enabled: id !== null, staleTime: 0, retry: (count, error) => count < 1 && !notFound(error) });
}

export const isClassNotFound = (error: unknown): boolean => error !== null && error !== undefined && notFound(error);

export const useCreateClass = () => useMutation(method.adminCreateClass);
export const useUpdateClass = () => useMutation(method.adminUpdateClass);
export const useDeleteClass = () => useMutation(method.adminDeleteClass);
export const useRegisterForClass = () => useMutation(method.registerForClass);
export const useUnregisterFromClass = () => useMutation(method.unregisterFromClass);
export const useSetClassAttendance = () => useMutation(method.adminSetClassAttendance);

/** A class's registrations and attendees (the administrator's editor). */
export function useClassRegistrations(id: string | null) {
  return useQuery(method.adminListClassRegistrations, { classId: id ?? "" }, { enabled: id !== null, staleTime: 0 });
}

/** Marks every read of classes stale and refetches those on screen (resolves when they are back). */
export async function invalidateClasses(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ALL_CLASSES_KEY }),
    queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.listClasses, cardinality: undefined }) }),
    queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.getClass, cardinality: undefined }) }),
  ]);
}
