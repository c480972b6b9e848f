// flink-compat report: filter the table of states by verdict. Everything works without it.
// Each check has its own filters: the page (one check), or each check's article (a
// transitive check), marked data-filter-root; the root's data-filter is the filter applied.
(function () {
  "use strict";
  function setUp(root) {
    var buttons = Array.prototype.slice.call(root.querySelectorAll("button[data-filter]"));
    var groups = Array.prototype.slice.call(root.querySelectorAll("tbody.operator"));
    var shown = root.querySelector(".shown");
    if (!buttons.length) {
      return;
    }
    var total = root.querySelectorAll("tr.state").length;

    function apply(filter) {
      var visible = 0;
      buttons.forEach(function (b) {
        b.setAttribute("aria-pressed", String(b.getAttribute("data-filter") === filter));
      });
      groups.forEach(function (group) {
        var inGroup = 0;
        Array.prototype.forEach.call(group.querySelectorAll("tr[data-status]"), function (row) {
          var on = filter === "all" || row.getAttribute("data-status") === filter;
          row.hidden = !on;
          if (on && row.classList.contains("state")) {
            inGroup += 1;
          }
        });
        group.hidden = inGroup === 0;
        visible += inGroup;
      });
      root.setAttribute("data-filter", filter);
      if (shown) {
        shown.textContent = filter === "all"
          ? total + (total === 1 ? " state" : " states")
          : visible + " of " + total + (total === 1 ? " state" : " states") + " shown";
      }
    }

    buttons.forEach(function (b) {
      b.addEventListener("click", function () {
        apply(b.getAttribute("data-filter"));
      });
    });

    // Following a link to an operator (the topology) shows all states again if it is filtered out.
    window.addEventListener("hashchange", function () {
      var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target && target.hidden && root.contains(target)) {
        apply("all");
        target.scrollIntoView();
      }
    });
  }

  Array.prototype.forEach.call(document.querySelectorAll("[data-filter-root]"), setUp);
})();
