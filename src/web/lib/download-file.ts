/** Saves `contents` as a JSON file named `name` through the browser's download. */
export function downloadFile(name: string, contents: string) {
  const href = URL.createObjectURL(new Blob([contents], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the file's address is freed.
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}
