import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "./app/provider";
import { AppRouter } from "./app/router";

const root = document.getElementById("root");
// Spec 8: a missing root element stops app startup.
if (!root) throw new Error("LenderLane: the #root element is missing from index.html.");

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
