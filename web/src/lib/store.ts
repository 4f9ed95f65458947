/** The one jotai store: React reads it through `<Provider store={appStore}>`, plain modules through `appStore.get`. */
import { createStore } from 'jotai';

export const appStore = createStore();
