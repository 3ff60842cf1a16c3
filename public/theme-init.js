// Apply the saved theme before the first paint, so a dark-theme visitor sees no white flash.
try {
  var t = localStorage.getItem('conflow.theme');
  if (t === 'dark' || (!t && matchMedia('(prefers-color-scheme: dark)').matches)) document.documentElement.classList.add('dark');
} catch (e) {}
